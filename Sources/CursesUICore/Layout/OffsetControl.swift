/// Draws its content moved by a number of cells, without changing the space it takes, as
/// SwiftUI's `offset`: the content may draw outside the control's own frame.
final class OffsetControl: Control {
    var offset: Point

    init(node: Node, offset: Point) {
        self.offset = offset
        super.init(node: node)
    }

    override var clipsChildren: Bool { false }

    override func sizeThatFits(_ proposal: Size) -> Size { StackLayout.column.size(of: children, in: proposal) }

    override func layoutChildren() {
        StackLayout.column.place(
            children, in: Rect(x: frame.minX + offset.x, y: frame.minY + offset.y, width: frame.size.width, height: frame.size.height))
    }
}
