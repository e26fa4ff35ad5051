/// Draws a box-drawing border around its content, with an optional title in the top edge.
final class BorderControl: Control {
    var title: String?

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

    override func draw(in canvas: inout Canvas, clip: Rect) {
        guard frame.size.width >= 2, frame.size.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: frame.size.width - 2)
        canvas.draw("┌" + horizontal + "┐", at: frame.origin, style: style, clip: clip)
        canvas.draw("└" + horizontal + "┘", at: Point(x: frame.minX, y: frame.maxY - 1), style: style, clip: clip)
        for y in (frame.minY + 1)..<(frame.maxY - 1) {
            canvas.draw("│", at: Point(x: frame.minX, y: y), style: style, clip: clip)
            canvas.draw("│", at: Point(x: frame.maxX - 1, y: y), style: style, clip: clip)
        }
        if let title, frame.size.width > 4 {
            let titleClip = Rect(x: frame.minX + 1, y: frame.minY, width: frame.size.width - 2, height: 1).intersection(clip)
            var titleStyle = style
            titleStyle.bold = true
            canvas.draw(" \(title) ", at: Point(x: frame.minX + 1, y: frame.minY), style: titleStyle, clip: titleClip)
        }
    }
}
