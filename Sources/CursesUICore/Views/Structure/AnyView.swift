/// A type-erased view, for returning different view types from one place.
public struct AnyView: View {
    let content: any View

    /// Wraps `content`, hiding its type.
    public init(_ content: some View) { self.content = content }
}

extension AnyView: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func configure(_ node: Node) -> [ViewChild] { childViews }
    var childViews: [ViewChild] { [ViewChild(content, id: ObjectIdentifier(type(of: content)))] }
    func hasSameConfiguration(as other: Self) -> Bool { true }
}
