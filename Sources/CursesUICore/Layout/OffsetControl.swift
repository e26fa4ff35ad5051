/// Draws its content moved by a number of cells, without changing the space it takes, as
/// SwiftUI's `offset`: the content may draw outside the control's own frame.
final class OffsetControl: Control, PointPlacedControl {
    /// How far the content is moved, in cells.
    var placement: Point

    init(node: Node, offset: Point) {
        placement = offset
        super.init(node: node)
    }

    override var clipsChildren: Bool { false }

    override func sizeThatFits(_ proposal: Size) -> Size { StackLayout.column.size(of: children, in: proposal) }

    override func layoutChildren() {
        StackLayout.column.place(
            children, in: Rect(x: frame.minX + placement.x, y: frame.minY + placement.y, width: frame.size.width, height: frame.size.height)
        )
    }
}
