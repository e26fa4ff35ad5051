/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: `▸ Title` while
/// collapsed, `▾ Title` with the content indented under it while expanded. Enter, Space or →
/// expands it, ← collapses it.
///
/// ```swift
/// DisclosureGroup("Notification types") {
///     Toggle("Messages", isOn: $messages)
///     Toggle("Reminders", isOn: $reminders)
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false

    /// A group that keeps whether it is expanded itself; it starts collapsed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    /// A group expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// The view's content.
    public var body: some View {
        let expanded = isExpanded ?? $ownExpanded
        let isOpen = expanded.wrappedValue
        var toggle = Button(action: { expanded.wrappedValue.toggle() }) {
            HStack(cellSpacing: 1) {
                Text(isOpen ? "▾" : "▸")
                label
            }
        }
        toggle.isBare = true
        return VStack(alignment: .leading, spacing: 0) {
            toggle.keyBindings([
                KeyBinding(.right, "expand", isEnabled: !isOpen) { expanded.wrappedValue = true },
                KeyBinding(.left, "collapse", isEnabled: isOpen) { expanded.wrappedValue = false },
            ])
            if isOpen {
                VStack(alignment: .leading, spacing: 0) { content }.padding(.leading, cells: 2)
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title` that keeps whether it is expanded itself.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `title`, expanded while `isExpanded` is true.
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
