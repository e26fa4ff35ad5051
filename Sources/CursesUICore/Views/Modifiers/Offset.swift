/// Moves the content by a number of cells.
@usableFromInline struct OffsetModifier: NodeModifier {
    let offset: Point

    func makeControl(for node: Node) -> Control? { OffsetControl(node: node, offset: offset) }

    func apply(to node: Node) { node.place(offset, on: OffsetControl.self) }
}

extension View {
    /// Draws the view moved `x` cells right and `y` cells down, keeping its place in the
    /// layout, as SwiftUI's `offset(x:y:)` (points in ``LengthUnit/points``).
    public func offset(x: Int = 0, y: Int = 0) -> some View { modifier(OffsetModifier(offset: Point(x: x, y: y))) }
}
