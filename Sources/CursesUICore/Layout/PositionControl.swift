/// Takes all the space offered and puts its content's centre at a point in it, as SwiftUI's
/// `position(x:y:)`: the content may draw past the space's edges.
final class PositionControl: Control, PointPlacedControl {
    /// The content's centre, in cells from the top-left corner of the space.
    var placement: Point

    init(node: Node, center: Point) {
        placement = center
        super.init(node: node)
    }

    override var clipsChildren: Bool { false }

    override func expands(_ axis: Axis) -> Bool { true }

    override func sizeThatFits(_ proposal: Size) -> Size { proposal }

    override func layoutChildren() {
        for child in children {
            let size = child.measure(frame.size)
            child.place(
                Rect(
                    x: frame.minX + placement.x - size.width / 2, y: frame.minY + placement.y - size.height / 2, width: size.width,
                    height: size.height))
        }
    }
}

/// Puts the content's centre at a point of the space offered.
@usableFromInline struct PositionModifier: NodeModifier {
    let center: Point

    func makeControl(for node: Node) -> Control? { PositionControl(node: node, center: center) }

    func apply(to node: Node) { node.place(center, on: PositionControl.self) }
}

extension View {
    /// Puts the centre of this view at `x`, `y` in the space its parent offers, as SwiftUI's
    /// `position(x:y:)`: the modified view takes all that space, and the view keeps its own
    /// size. Lengths are cells, or points in ``LengthUnit/points``.
    public func position(x: Int = 0, y: Int = 0) -> some View { modifier(PositionModifier(center: Point(x: x, y: y))) }
}
