/// Several views side by side in a builder block; the enclosing stack lays them out.
public struct TupleView<each Content: View>: View {
    let content: (repeat each Content)

    init(_ content: repeat each Content) { self.content = (repeat each content) }
}

extension TupleView: PrimitiveView {
    func update(_ node: Node) -> [ViewChild] {
        var children: [ViewChild] = []
        for child in repeat each content { children.append(ViewChild(child, id: children.count)) }
        return children
    }
}
