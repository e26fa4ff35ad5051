/// Hides the content but keeps its space: `hidden()`, and `opacity(0)` (`isHidden` false
/// shows the content as it is).
@usableFromInline struct HiddenModifier: NodeModifier {
    var isHidden = true

    func makeControl(for node: Node) -> Control? { HiddenControl(node: node, isHidden: isHidden) }

    func apply(to node: Node) { (node.control as? HiddenControl)?.isHidden = isHidden }
}

extension View {
    /// Hides the view but keeps the space it takes; it cannot be focused while hidden.
    ///
    /// ```swift
    /// Image(systemName: "checkmark").hidden()
    /// ```
    public func hidden() -> some View { modifier(HiddenModifier()) }
}
