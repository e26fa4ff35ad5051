/// A box around a group of views with a title in its top edge, as SwiftUI's `GroupBox`.
///
/// ```swift
/// GroupBox("Totals") { LabeledContent("Saved", value: saved) }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A box titled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The view's content.
    public var body: some View {
        let title = PlainText.of(label)
        VStack(alignment: .leading, spacing: 0) { content }.border(title: title.isEmpty ? nil : title)
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a title.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
