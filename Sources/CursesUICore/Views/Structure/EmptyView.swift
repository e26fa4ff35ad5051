/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
}

extension EmptyView: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func configure(_ node: Node) -> [ViewChild] { [] }
}
