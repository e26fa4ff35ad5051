/// Gives the content its ideal size along the chosen axes.
@usableFromInline struct FixedSizeModifier: NodeModifier {
    let horizontal: Bool
    let vertical: Bool

    func makeControl(for node: Node) -> Control? { FixedSizeControl(node: node, horizontal: horizontal, vertical: vertical) }

    func apply(to node: Node) {
        guard let control = node.control as? FixedSizeControl,
            control.horizontal != horizontal || control.vertical != vertical
        else { return }
        control.horizontal = horizontal
        control.vertical = vertical
        control.setNeedsLayout()
    }
}

extension View {
    /// Keeps the view at its ideal size along the chosen axes, as SwiftUI's
    /// `fixedSize(horizontal:vertical:)`: `fixedSize(horizontal: false, vertical: true)` lets a
    /// text wrap onto every line it needs instead of being cut.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Keeps the view at its ideal size along both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
}
