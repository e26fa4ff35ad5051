/// A view with a modifier applied: `.padding()`, `.bold()`, `.onChange(of:)` and the rest.
public struct ModifiedContent<Content: View, Modifier>: View {
    let content: Content
    let modifier: Modifier
}

/// A built-in modifier: it may add a control around the content and may change the node
/// (environment for the children, key handler, focus binding, lifecycle actions).
@MainActor
protocol NodeModifier {
    func makeControl(for node: Node) -> Control?
    func apply(to node: Node)
}

extension NodeModifier {
    func makeControl(for node: Node) -> Control? { nil }
}

extension ModifiedContent: PrimitiveView where Modifier: NodeModifier {
    func makeControl(for node: Node) -> Control? { modifier.makeControl(for: node) }

    func update(_ node: Node) -> [ViewChild] {
        modifier.apply(to: node)
        return [ViewChild(content)]
    }
}

extension View {
    func modifier<Modifier: NodeModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
