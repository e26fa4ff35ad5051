/// A shape filled or outlined with a style: what `Circle().fill(.blue)` and
/// `Capsule().stroke(.red)` are. Takes all the space it is offered.
public struct _ShapeView<Content: Shape>: View {
    /// Fill or outline, and the style (nil: the foreground style).
    enum Drawing {
        case fill(AnyShapeStyle?)
        case stroke(AnyShapeStyle?, lineWidth: Double)
    }

    let shape: Content
    /// What is drawn, first to last: a fill, then an outline over it.
    let drawings: [Drawing]

    init(shape: Content, drawing: Drawing) {
        self.shape = shape
        drawings = [drawing]
    }

    init(shape: Content, drawings: [Drawing]) {
        self.shape = shape
        self.drawings = drawings
    }

    /// The shape outlined over what is drawn already in `content`, as SwiftUI's
    /// `ShapeView.stroke(_:lineWidth:antialiased:)`: `Circle().fill(.yellow).stroke(.red)`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1, antialiased: Bool = true) -> _ShapeView<Content> {
        _ShapeView(shape: shape, drawings: drawings + [.stroke(AnyShapeStyle(content), lineWidth: lineWidth)])
    }

    /// The shape outlined over what is drawn already, with a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Content> {
        stroke(content, lineWidth: style.lineWidth)
    }

    /// The outline inside the shape's frame over what is drawn already, as SwiftUI's
    /// `ShapeView.strokeBorder(_:lineWidth:antialiased:)`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: Double = 1, antialiased: Bool = true) -> _ShapeView<
        Content
    > {
        stroke(content, lineWidth: lineWidth)
    }

    /// The shape filled under its outline, as SwiftUI's `ShapeView.fill(_:style:)`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Content> {
        _ShapeView(shape: shape, drawings: [.fill(AnyShapeStyle(content))] + drawings)
    }
}

extension _ShapeView: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { ShapeControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? ShapeControl else { return [] }
        let environment = node.environment
        let foreground = ForegroundStyle()._paint(in: environment)
        let looks = drawings.map { drawing -> ShapeControl.Look in
            switch drawing {
            case .fill(let style):
                .fill(style.map { $0._paint(in: environment) } ?? foreground)
            case .stroke(let style, let lineWidth):
                .stroke(style.map { $0._paint(in: environment) } ?? foreground, heavy: lineWidth >= 2)
            }
        }
        var outline = shape._outline
        // A corner radius is a length the program wrote: in points under `.points`.
        if environment.lengthUnit == .points, case .roundedRectangle(let radius) = outline.kind {
            outline.kind = .roundedRectangle(cornerRadius: radius / LengthUnit.pointsPerColumn)
        }
        if control.outline != outline || control.looks != looks || control.style != environment.style {
            control.outline = outline
            control.looks = looks
            control.style = environment.style
            control.setNeedsDisplay()
        }
        return []
    }
}

/// Draws a shape: background-coloured cells inside it for a fill, box-drawing lines for an
/// outline.
final class ShapeControl: Control {
    enum Look: Equatable {
        case fill(_ShapePaint)
        case stroke(_ShapePaint, heavy: Bool)
    }

    var outline = _ShapeOutline(kind: .roundedRectangle(cornerRadius: 0))
    var looks: [Look] = []

    override func expands(_ axis: Axis) -> Bool { true }

    override func sizeThatFits(_ proposal: Size) -> Size { proposal }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        let area = outline.bounds(in: frame)
        for look in looks {
            switch look {
            case .fill(let paint): fill(area, with: paint, in: &canvas, clip: clip)
            case .stroke(let paint, let heavy): stroke(area, with: paint, heavy: heavy, in: &canvas, clip: clip)
            }
        }
    }

    private func fill(_ area: Rect, with paint: _ShapePaint, in canvas: inout CellGrid, clip: Rect) {
        let visible = area.intersection(clip).intersection(canvas.bounds)
        guard !visible.isEmpty else { return }
        let (width, height) = (area.size.width, area.size.height)
        var path: FlattenedPath?
        if case .path(let pathOutline) = outline.kind { path = pathOutline.flattened(width: width, height: height) }
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX {
                let (column, row) = (x - area.minX, y - area.minY)
                let halves = path.map { Self.halves(of: $0, column: column, row: row) } ?? .none
                let covered = path == nil ? outline.covers(x: column, y: row, width: width, height: height) : halves != .none
                guard covered else { continue }
                let color = paint.color(x: column, y: row, width: area.size.width, height: area.size.height)
                guard color.alpha > 0 else {  // `Color.clear` leaves what is beneath, as in SwiftUI
                    if paint.blanks { canvas.fill(Rect(x: x, y: y, width: 1, height: 1)) }
                    continue
                }
                switch halves {
                case .top, .bottom: fillHalf(halves == .top, x: x, y: y, color: color, in: &canvas)
                default: canvas.fill(Rect(x: x, y: y, width: 1, height: 1), style: Self.fillStyle(color, dim: style.dim))
                }
            }
        }
    }

    /// What a path covers of a cell: a cell is two halves, each covered when the path holds its
    /// middle, so a drawing in a ``Canvas`` has twice as many rows as the terminal.
    enum Halves { case none, top, bottom, both }

    /// The halves of the cell at `column`, `row` that `path` covers; a path through only the
    /// cell's centre (a thin band) covers it whole, as before halves were drawn.
    static func halves(of path: FlattenedPath, column: Int, row: Int) -> Halves {
        let centre = PathOutline.centre(x: column, y: row)
        let quarter = LengthUnit.pointsPerRow / 4
        let top = path.contains(FlattenedPath.Point(x: centre.x, y: centre.y - quarter))
        let bottom = path.contains(FlattenedPath.Point(x: centre.x, y: centre.y + quarter))
        switch (top, bottom) {
        case (true, true): return .both
        case (true, false): return .top
        case (false, true): return .bottom
        case (false, false): return path.contains(centre) ? .both : .none
        }
    }

    /// Colours one half of a cell with `▀` or `▄`; the other half keeps what was drawn there, so
    /// two halves drawn by two shapes make one cell.
    private func fillHalf(_ isTop: Bool, x: Int, y: Int, color: Color, in canvas: inout CellGrid) {
        let (glyph, other) = isTop ? ("▀", "▄") : ("▄", "▀")
        let existing = canvas[x, y]
        if existing.text == other, !existing.style.reverse {
            if existing.style.foreground == color {
                return canvas.fill(Rect(x: x, y: y, width: 1, height: 1), style: Self.fillStyle(color, dim: style.dim))
            }
            if color.role != .default {  // the other half's glyph over this half's colour
                var merged = existing.style
                merged.background = color
                return canvas[x, y].style = merged
            }
        }
        if existing.text == " ", existing.style == Self.fillStyle(color, dim: style.dim) { return }  // already whole
        let halfStyle = Style(foreground: color, dim: style.dim || color.role == .secondary)
        canvas.draw(glyph, at: Point(x: x, y: y), style: halfStyle, clip: canvas.bounds)
    }

    /// A cell filled with `color`: its background, or reversed video for the terminal's
    /// default colour (the text colour as a block).
    static func fillStyle(_ color: Color, dim: Bool) -> Style {
        switch color.role {
        case .default: Style(dim: dim, reverse: true)
        case .secondary: Style(dim: true, reverse: true)
        default: Style(background: color)
        }
    }

    private func stroke(_ area: Rect, with paint: _ShapePaint, heavy: Bool, in canvas: inout CellGrid, clip: Rect) {
        let (width, height) = (area.size.width, area.size.height)
        guard width > 0, height > 0 else { return }
        if case .path(let pathOutline) = outline.kind {
            return strokePath(pathOutline.flattened(width: width, height: height), area, with: paint, heavy: heavy, in: &canvas, clip: clip)
        }
        let round = outline.isRound
        let glyphs: (horizontal: String, vertical: String, corners: [String]) =
            heavy && !round
            ? ("━", "┃", ["┏", "┓", "┗", "┛"])
            : heavy ? ("━", "┃", ["╭", "╮", "╰", "╯"]) : ("─", "│", round ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"])
        func put(_ glyph: String, _ column: Int, _ row: Int) {
            guard outline.isInTrim(x: column, y: row, width: width, height: height) else { return }
            var cellStyle = style
            // A gradient's lines step through its colours; one colour draws as text would.
            let cellPaint = paint.stops.count == 1 ? paint : _ShapePaint(paint.color(x: column, y: row, width: width, height: height))
            cellPaint.applyForeground(to: &cellStyle)
            canvas.draw(glyph, at: Point(x: area.minX + column, y: area.minY + row), style: cellStyle, clip: clip)
        }
        if height == 1 || width == 1 {
            for row in 0..<height {
                for column in 0..<width { put(height == 1 ? glyphs.horizontal : glyphs.vertical, column, row) }
            }
            return
        }
        for column in 1..<(width - 1) {
            put(glyphs.horizontal, column, 0)
            put(glyphs.horizontal, column, height - 1)
        }
        for row in 1..<(height - 1) {
            put(glyphs.vertical, 0, row)
            put(glyphs.vertical, width - 1, row)
        }
        put(glyphs.corners[0], 0, 0)
        put(glyphs.corners[1], width - 1, 0)
        put(glyphs.corners[2], 0, height - 1)
        put(glyphs.corners[3], width - 1, height - 1)
    }

    /// Draws line glyphs in the cells each straight piece of `path` passes through: `─` and
    /// `│` (heavy from a width of 2) where it runs along a row or a column, `╱` and `╲` where it
    /// slants.
    private func strokePath(
        _ path: FlattenedPath, _ area: Rect, with paint: _ShapePaint, heavy: Bool, in canvas: inout CellGrid, clip: Rect
    ) {
        let (width, height) = (area.size.width, area.size.height)
        for (from, to) in path.segments(trimmedTo: outline.trim) {
            let (startX, startY) = (from.x / LengthUnit.pointsPerColumn, from.y / LengthUnit.pointsPerRow)
            let (endX, endY) = (to.x / LengthUnit.pointsPerColumn, to.y / LengthUnit.pointsPerRow)
            let (dx, dy) = (endX - startX, (endY - startY) * 2)  // a row is as tall as two columns are wide
            let glyph =
                abs(dy) < abs(dx) / 2 ? (heavy ? "━" : "─") : abs(dx) < abs(dy) / 2 ? (heavy ? "┃" : "│") : (dx > 0) == (dy > 0) ? "╲" : "╱"
            let steps = max(1, Int((max(abs(endX - startX), abs(endY - startY)) * 4).rounded(.up)))
            var last: (Int, Int)?
            for step in 0...steps {
                let t = Double(step) / Double(steps)
                let column = min(width - 1, max(0, Int((startX + (endX - startX) * t).rounded(.down))))
                let row = min(height - 1, max(0, Int((startY + (endY - startY) * t).rounded(.down))))
                guard last.map({ $0 != (column, row) }) ?? true else { continue }
                last = (column, row)
                var cellStyle = style
                let cellPaint = paint.stops.count == 1 ? paint : _ShapePaint(paint.color(x: column, y: row, width: width, height: height))
                cellPaint.applyForeground(to: &cellStyle)
                canvas.draw(glyph, at: Point(x: area.minX + column, y: area.minY + row), style: cellStyle, clip: clip)
            }
        }
    }
}
