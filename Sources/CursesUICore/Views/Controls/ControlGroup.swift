/// Related controls shown together, as SwiftUI's `ControlGroup`: in a toolbar, its buttons
/// side by side, one cell apart, as iOS shows them when there is room. The label names the
/// group where it collapses into a menu, which a terminal header does not do.
///
/// ```swift
/// ControlGroup {
///     Button("Add", systemImage: "plus", action: add)
///     Button("Delete", systemImage: "trash", action: delete)
/// } label: { Label("Edit", systemImage: "square.and.pencil") }
/// ```
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of `content` named by `label`.
    public init<Controls: View, Label: View>(@ViewBuilder content: () -> Controls, @ViewBuilder label: () -> Label)
    where Content == LabeledControlGroupContent<Controls, Label> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }

    /// A group of `content` named `title` with a symbol.
    public init<Controls: View>(_ title: String, systemImage: String, @ViewBuilder content: () -> Controls)
    where Content == LabeledControlGroupContent<Controls, CursesUICore.Label<Text, Image>> {
        self.content = LabeledControlGroupContent(content: content(), label: CursesUICore.Label(title, systemImage: systemImage))
    }

    /// The view's content.
    public var body: some View {
        HStack(cellSpacing: 1) { content }
    }
}

/// The controls of a ``ControlGroup`` with its label, as SwiftUI's
/// `LabeledControlGroupContent`: the controls show, the label names them.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The view's content: the controls.
    public var body: some View { content }
}
