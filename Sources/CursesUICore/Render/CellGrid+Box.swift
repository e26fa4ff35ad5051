extension CellGrid {
    /// The characters of a box outline.
    public enum BoxLines: Sendable {
        case single, double, heavy

        var glyphs:
            (topLeft: String, topRight: String, bottomLeft: String, bottomRight: String, horizontal: Unicode.Scalar, vertical: String)
        {
            switch self {
            case .single: ("┌", "┐", "└", "┘", "─", "│")
            case .double: ("╔", "╗", "╚", "╝", "═", "║")
            case .heavy: ("┏", "┓", "┗", "┛", "━", "┃")
            }
        }
    }

    /// Draws the outline of `frame` with an optional bold title in the top edge, within `clip`.
    public mutating func drawBox(_ frame: Rect, lines: BoxLines, title: String?, titleInset: Int = 1, style: Style, clip: Rect) {
        guard frame.size.width >= 2, frame.size.height >= 2 else { return }
        let glyph = lines.glyphs
        for (y, left, right) in [(frame.minY, glyph.topLeft, glyph.topRight), (frame.maxY - 1, glyph.bottomLeft, glyph.bottomRight)] {
            draw(left, at: Point(x: frame.minX, y: y), style: style, clip: clip)
            draw(repeating: glyph.horizontal, count: frame.size.width - 2, at: Point(x: frame.minX + 1, y: y), style: style, clip: clip)
            draw(right, at: Point(x: frame.maxX - 1, y: y), style: style, clip: clip)
        }
        for y in (frame.minY + 1)..<(frame.maxY - 1) {
            draw(glyph.vertical, at: Point(x: frame.minX, y: y), style: style, clip: clip)
            draw(glyph.vertical, at: Point(x: frame.maxX - 1, y: y), style: style, clip: clip)
        }
        guard let title, !title.isEmpty, frame.size.width > 4 else { return }
        var titleStyle = style
        titleStyle.bold = true
        let titleClip = Rect(x: frame.minX + 1, y: frame.minY, width: frame.size.width - 2, height: 1).intersection(clip)
        draw(" \(title) ", at: Point(x: frame.minX + titleInset, y: frame.minY), style: titleStyle, clip: titleClip)
    }
}
