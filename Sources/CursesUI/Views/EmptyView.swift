/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    public init() {}
}

extension EmptyView: PrimitiveView {
    func update(_ node: Node) -> [ViewChild] { [] }
}
