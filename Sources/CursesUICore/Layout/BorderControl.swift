/// Draws a box-drawing border around its content, with an optional title in the top edge.
final class BorderControl: Control {
    var title: String?
    var lines = CellGrid.BoxLines.single

    init(node: Node, title: String?) {
        self.title = title
        super.init(node: node)
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let inner = Size(width: max(0, proposal.width - 2), height: max(0, proposal.height - 2))
        let content = StackLayout.column.size(of: children, in: inner)
        let titleWidth = title.map { DisplayWidth.of($0) + 2 } ?? 0
        return Size(width: min(proposal.width, max(content.width, titleWidth) + 2), height: min(proposal.height, content.height + 2))
    }

    override func layoutChildren() { StackLayout.column.place(children, in: frame.inset(by: EdgeInsets(1))) }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        canvas.drawBox(frame, lines: lines, title: title, style: style, clip: clip)
    }
}
