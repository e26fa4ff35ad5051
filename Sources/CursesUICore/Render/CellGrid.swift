/// A grid of cells that views draw into; only the terminal backend turns it into output.
///
/// Every string drawn is sanitised and measured in display columns, so a wide character takes
/// two cells and nothing drawn can emit a control sequence.
public struct CellGrid: Sendable, Equatable {
    /// Two grids are equal when they show the same cells.
    public static func == (lhs: CellGrid, rhs: CellGrid) -> Bool { lhs.size == rhs.size && lhs.cells == rhs.cells }

    /// The size in cells.
    public private(set) var size: Size
    private var cells: [Cell]
    /// The areas drawn as links since the renderer last took them, with where they go.
    var hyperlinks: [(rect: Rect, destination: String)] = []

    /// A blank canvas of `size` cells.
    public init(size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: .blank, count: self.size.width * self.size.height)
    }

    /// The whole canvas as a rectangle.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { cells[y * size.width + x] = newValue }
    }

    /// Fills a rectangle with blanks of a style.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let blank = Cell(text: " ", width: 1, style: style)
        // The repairs touch only the cells beside the area, so all rows can be filled after them,
        // each as one span of the storage rather than cell by cell through the subscript.
        for y in area.minY..<area.maxY { repairWideCharacters(row: y, from: area.minX, to: area.maxX) }
        let width = size.width
        cells.withUnsafeMutableBufferPointer { storage in
            guard let start = storage.baseAddress else { return }
            for y in area.minY..<area.maxY { (start + y * width + area.minX).update(repeating: blank, count: area.size.width) }
        }
    }

    /// Changes the style of every cell in a rectangle, keeping what the cells show: a focused
    /// button reverses the label its views drew.
    mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { change(&self[x, y].style) }
        }
    }

    /// Draws one line of text starting at `point`, clipped to `clip`; returns the columns used.
    ///
    /// A wide character that would straddle the clip's right edge is not drawn.
    @discardableResult
    public mutating func draw(_ text: some StringProtocol, at point: Point, style: Style, clip: Rect) -> Int {
        let area = clip.intersection(bounds)
        guard point.y >= area.minY, point.y < area.maxY else { return 0 }
        if DisplayWidth.isPrintableASCII(text) {  // most text: safe as it is, a column a byte
            return drawASCII(text.utf8, at: point, style: style, area: area)
        }
        var x = point.x
        // Scalars that stand alone are safe and a character each; only the stretches around
        // the others (an emoji, a control) are sanitised and broken into clusters.
        DisplayWidth.forEachPiece(of: text) { piece in
            switch piece {
            case .scalar(let scalar):
                let width = DisplayWidth.of(scalar)
                return place(width: width, x: &x, y: point.y, area: area) { Cell(scalar: scalar, width: UInt8(width), style: style) }
            case .clusters(let range):
                for character in TextSanitizer.sanitize(String(text[range])) {
                    let width = DisplayWidth.of(character)
                    guard place(width: width, x: &x, y: point.y, area: area, { Cell(character, width: UInt8(width), style: style) }) else {
                        return false
                    }
                }
                return true
            }
        }
        return x - point.x
    }

    /// Draws `count` copies of one character (a rule, a box's edge, a bar) from `point`,
    /// clipped to `clip`: the cells of a string of them, without that string built, measured
    /// and walked. Returns the columns used.
    @discardableResult
    mutating func draw(repeating glyph: Unicode.Scalar, count: Int, at point: Point, style: Style, clip: Rect) -> Int {
        guard DisplayWidth.standsAlone(glyph), DisplayWidth.of(glyph) == 1 else {
            return draw(String(repeating: Character(glyph), count: max(0, count)), at: point, style: style, clip: clip)
        }
        let area = clip.intersection(bounds)
        guard count > 0, point.y >= area.minY, point.y < area.maxY else { return 0 }
        let cell = glyph.isASCII ? Cell(ascii: UInt8(glyph.value), style: style) : Cell(scalar: glyph, width: 1, style: style)
        return drawRun(count: count, at: point, area: area) { _, visible in repeatElement(cell, count: visible) }
    }

    /// Puts the cell of a character `width` columns wide at `x`, `y` unless it is left of
    /// `area`, moving `x` past it; false when it does not fit before the area's right edge
    /// (nothing after it is drawn).
    private mutating func place(width: Int, x: inout Int, y: Int, area: Rect, _ cell: () -> Cell) -> Bool {
        guard width > 0 else { return true }
        if x + width > area.maxX { return false }
        if x >= area.minX { put(cell(), x: x, y: y) }
        x += width
        return true
    }

    /// Draws printable ASCII, a cell a byte.
    private mutating func drawASCII(_ bytes: some Collection<UInt8>, at point: Point, style: Style, area: Rect) -> Int {
        drawRun(count: bytes.count, at: point, area: area) { skipped, visible in
            bytes.dropFirst(skipped).prefix(visible).lazy.map { Cell(ascii: $0, style: style) }
        }
    }

    /// Draws a run of `count` one-column cells from `point`, clipped to `area` (the row already
    /// inside it), straight into the row's storage: `cells(skipped, visible)` gives the cells
    /// left after the first `skipped` are cut by the clip's left edge, `visible` of them. Cells
    /// put one at a time cost a uniqueness and two bounds checks each, and a repair of wide
    /// characters that only the run's two ends can need. Returns the columns used.
    private mutating func drawRun<Cells: Sequence<Cell>>(
        count: Int, at point: Point, area: Rect, _ cells: (_ skipped: Int, _ visible: Int) -> Cells
    ) -> Int {
        let start = max(point.x, area.minX)
        let end = min(point.x + count, area.maxX)
        guard start < end else { return max(0, min(count, area.maxX - point.x)) }
        repairWideCharacters(row: point.y, from: start, to: end)
        let first = point.y * size.width + start
        let run = cells(start - point.x, end - start)
        self.cells.withUnsafeMutableBufferPointer { storage in
            var index = first
            for cell in run {
                var drawn = cell
                // Text without a background of its own keeps the one beneath, as `put` does.
                if drawn.style.background == .default { drawn.style.background = storage[index].style.background }
                storage[index] = drawn
                index += 1
            }
        }
        return end - point.x
    }

    /// Puts a cell made for `x`, `y` there, with the background beneath unless it has its own
    /// (text keeps the fill drawn under it, as a SwiftUI view draws nothing behind itself unless
    /// asked). Wide characters take the next cell too.
    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        var cell = cell
        if cell.style.background == .default { cell.style.background = self[x, y].style.background }
        repairWideCharacters(row: y, from: x, to: x + Int(cell.width))
        self[x, y] = cell
        if cell.width == 2 { self[x + 1, y] = .continuation(cell.style) }
    }

    /// Blanks the halves of wide characters cut by an overwrite of columns `from..<to`.
    private mutating func repairWideCharacters(row y: Int, from: Int, to: Int) {
        if from > 0, from < size.width, self[from, y].isContinuation {
            self[from - 1, y] = Cell(text: " ", width: 1, style: self[from - 1, y].style)
        }
        if to < size.width, to > 0, self[to, y].isContinuation {
            self[to, y] = Cell(text: " ", width: 1, style: self[to, y].style)
        }
    }

    /// Marks `rect` (already drawn) as a link to `destination`, for terminals with hyperlinks.
    mutating func link(_ rect: Rect, to destination: String) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        hyperlinks.append((area, destination))
    }

    /// The cells of one row from column `x`, `width` columns wide.
    func run(x: Int, y: Int, width: Int) -> CellRun {
        CellRun(x: x, y: y, cells: (x..<min(size.width, x + width)).map { self[$0, y] })
    }

    /// Copies the given runs of cells in (the terminal's view of what is on screen).
    public mutating func apply(_ runs: [CellRun]) {
        let size = size
        // Each run copied as one span of the storage, not cell by cell through the subscript.
        cells.withUnsafeMutableBufferPointer { storage in
            for run in runs {
                let count = min(run.cells.count, size.width - run.x)
                guard count > 0 else { continue }
                precondition(run.x >= 0 && run.y >= 0 && run.y < size.height, "a run outside the grid")
                run.cells.withUnsafeBufferPointer { source in
                    guard let from = source.baseAddress, let to = storage.baseAddress else { return }
                    (to + run.y * size.width + run.x).update(from: from, count: count)
                }
            }
        }
    }

    /// The runs of cells inside `areas` that differ from `previous`; whole wide characters only.
    public func changes(from previous: CellGrid, in areas: [Rect]) -> [CellRun] {
        guard previous.size == size else { return changes(from: CellGrid(size: size), in: [bounds]) }
        // Cells are compared where they lie: reading one through the subscript copied it (its
        // text retained and released) twice per cell of every damaged row.
        return cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { before in runs(of: now, differingFrom: before, in: areas) }
        }
    }

    private func runs(of now: UnsafeBufferPointer<Cell>, differingFrom before: UnsafeBufferPointer<Cell>, in areas: [Rect]) -> [CellRun] {
        var runs: [CellRun] = []
        let width = size.width
        for row in Self.rows(of: areas, in: bounds) {
            let rowStart = row.y * width
            func differs(_ x: Int) -> Bool { !Cell.showSame(now[rowStart + x], before[rowStart + x]) }
            func halfOfWide(_ x: Int) -> Bool { now[rowStart + x].width == 0 || before[rowStart + x].width == 0 }
            var x = row.start
            while x < row.end {
                guard differs(x) else {
                    x += 1
                    continue
                }
                var start = x
                if halfOfWide(start) { start = max(0, start - 1) }
                var end = x + 1
                while end < width {
                    if end < row.end, differs(end) {
                        end += 1
                        continue
                    }
                    if halfOfWide(end) {
                        end += 1
                        continue
                    }
                    break
                }
                if let last = runs.last, last.y == row.y, last.x + last.cells.count >= start {
                    let merged = last.x..<end
                    runs[runs.count - 1] = CellRun(x: merged.lowerBound, y: row.y, cells: cells(row: row.y, columns: merged))
                } else {
                    runs.append(CellRun(x: start, y: row.y, cells: cells(row: row.y, columns: start..<end)))
                }
                x = end
            }
        }
        return runs
    }

    private func cells(row y: Int, columns: Range<Int>) -> [Cell] {
        Array(cells[(y * size.width + columns.lowerBound)..<(y * size.width + columns.upperBound)])
    }

    /// Each row's column span covered by any of the areas, rows in order.
    private static func rows(of areas: [Rect], in bounds: Rect) -> [(y: Int, start: Int, end: Int)] {
        var spans: [Int: (Int, Int)] = [:]
        for area in areas {
            let clipped = area.intersection(bounds)
            guard !clipped.isEmpty else { continue }
            for y in clipped.minY..<clipped.maxY {
                let old = spans[y] ?? (clipped.minX, clipped.maxX)
                spans[y] = (min(old.0, clipped.minX), max(old.1, clipped.maxX))
            }
        }
        return spans.keys.sorted().map { (y: $0, start: spans[$0]!.0, end: spans[$0]!.1) }
    }

    /// The screen as plain text, one string per row, trailing spaces kept.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where !self[x, y].isContinuation { line += self[x, y].text }
            return line
        }
    }
}

/// A horizontal run of cells to send to the terminal, starting at column `x` of row `y`.
public struct CellRun: Equatable, Sendable {
    /// The column, from 0 at the left.
    public var x: Int
    /// The row, from 0 at the top.
    public var y: Int
    /// The cells, left to right.
    public var cells: [Cell]
}
