/// Groups views without laying them out; modifiers on a group apply to each child's controls.
public struct Group<Content: View>: View {
    let content: Content

    /// Groups the views of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func configure(_ node: Node) -> [ViewChild] { childViews }
    var childViews: [ViewChild] { [ViewChild(content)] }
    func hasSameConfiguration(as other: Self) -> Bool { true }
}
