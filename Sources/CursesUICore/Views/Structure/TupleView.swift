/// Several views side by side in a builder block; the enclosing stack lays them out.
public struct TupleView<each Content: View>: View {
    let content: (repeat each Content)

    init(_ content: repeat each Content) { self.content = (repeat each content) }
}

extension TupleView: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func configure(_ node: Node) -> [ViewChild] { childViews }

    var childViews: [ViewChild] {
        var children: [ViewChild] = []
        for child in repeat each content { children.append(ViewChild(child, id: children.count)) }
        return children
    }

    func hasSameConfiguration(as other: Self) -> Bool { true }
}
