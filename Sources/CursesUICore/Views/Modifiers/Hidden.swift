/// Hides the content but keeps its space.
struct HiddenModifier: NodeModifier {
    func makeControl(for node: Node) -> Control? { HiddenControl(node: node) }
    func apply(to node: Node) {}
}

extension View {
    /// Hides the view but keeps the space it takes; it cannot be focused while hidden.
    ///
    /// ```swift
    /// Image(systemName: "checkmark").hidden()
    /// ```
    public func hidden() -> some View { modifier(HiddenModifier()) }
}
