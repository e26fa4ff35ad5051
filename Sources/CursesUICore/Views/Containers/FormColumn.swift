/// The rows of a ``Form`` in one column: see ``FormColumnControl``.
struct FormColumn<Content: View>: View {
    let content: Content
}

extension FormColumn: ContainerView {
    /// The view graph's handle on this built-in view.
    var _builtIn: _BuiltInView? { _BuiltInView(self) }

    var childViews: [ViewChild] { [ViewChild(content)] }

    func hasSameConfiguration(as other: Self) -> Bool { true }

    func makeControl(for node: Node) -> Control? { FormColumnControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] { childViews }
}
