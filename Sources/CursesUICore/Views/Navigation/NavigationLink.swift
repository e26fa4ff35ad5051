/// A row that pushes the screen for `value` when pressed, as SwiftUI's `NavigationLink`.
///
/// ```swift
/// NavigationLink("Details", value: bank.id)
/// ```
public struct NavigationLink<Label: View, Value: Hashable>: View {
    let value: Value
    let label: Label
    @Environment(\.navigationContext) private var context

    /// A link showing `label` that pushes `value`.
    public init(value: Value, @ViewBuilder label: () -> Label) {
        self.value = value
        self.label = label()
    }

    /// The view's content.
    public var body: some View {
        Button(action: { context?.push(AnyHashable(value)) }) {
            HStack(spacing: 1) {
                label
                Text("›")
            }
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `value`.
    public init(_ title: String, value: Value) {
        self.init(value: value) { Text(title) }
    }
}
