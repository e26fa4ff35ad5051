/// A view with a modifier applied: `.padding()`, `.bold()`, `.onChange(of:)` and the rest.
public struct ModifiedContent<Content: View, Modifier>: View {
    let content: Content
    let modifier: Modifier

    /// The view graph's handle on this built-in view. Every modifier applied this way is a
    /// ``NodeModifier``; the cast is made once per modifier type, not per modified view type.
    public var _builtIn: _BuiltInView? {
        if let tag = modifier as? any TagValue { return tag.builtIn(tagging: content) }
        return (modifier as? any NodeModifier).map { builtIn(applying: $0) }
    }

    private func builtIn<Applied: NodeModifier>(applying modifier: Applied) -> _BuiltInView {
        _BuiltInView(ModifiedContent<Content, Applied>(content: content, modifier: modifier))
    }
}

/// A built-in modifier: it may add a control around the content and may change the node
/// (environment for the children, key handler, focus binding, lifecycle actions).
@MainActor
protocol NodeModifier {
    func makeControl(for node: Node) -> Control?
    func apply(to node: Node)
    /// True when this modifier would do to a node exactly what `other` did.
    func isSame(as other: Self) -> Bool
}

extension NodeModifier {
    func makeControl(for node: Node) -> Control? { nil }
    func isSame(as other: Self) -> Bool { ValueEquality.isEquivalent(self, other) }
}

extension ModifiedContent: PrimitiveView where Modifier: NodeModifier {
    func makeControl(for node: Node) -> Control? { modifier.makeControl(for: node) }

    func configure(_ node: Node) -> [ViewChild] {
        modifier.apply(to: node)
        return childViews
    }
}

extension ModifiedContent: ContainerView where Modifier: NodeModifier {
    var childViews: [ViewChild] { [ViewChild(content)] }

    func hasSameConfiguration(as other: Self) -> Bool { modifier.isSame(as: other.modifier) }
}

extension View {
    func modifier<Modifier: NodeModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
