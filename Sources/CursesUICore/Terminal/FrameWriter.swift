/// Turns the runs of cells that changed (the renderer has diffed its grid already) into the
/// bytes of one `write`: the shortest cursor moves the terminfo entry offers (none where the
/// cursor already is), the style changes (``StyleSequences``), the cells' UTF-8 text, then the
/// cursor placed and shown or hidden, the whole wrapped in synchronized output where the
/// terminal holds a picture until it is complete.
///
/// It keeps what the terminal's cursor position, attributes and cursor visibility are after
/// each frame, and forgets them (``invalidate()``) when something else wrote to the terminal.
/// Where the terminal may count a cell's width differently (a pictograph that defaults to text
/// presentation, a flag, any cluster of several characters), the next move is an absolute one.
/// A gap of a few unchanged cells between two changes on a row is written again, from the
/// writer's copy of the screen, where that is shorter than moving over it, and blanks up to
/// the end of a row are erased (`el`) rather than written.
struct FrameWriter {
    let entry: TerminfoEntry
    private let moves: CursorMoves
    /// The attribute and colour sequences, worked out once per style.
    let styles: StyleSequences
    /// The locale is not UTF-8: cells are written as ASCII look-alikes.
    let asciiOnly: Bool
    /// Each frame is wrapped in synchronized output (see ``SynchronizedOutput``).
    let synchronizes: Bool
    /// The screen's size in cells.
    var size: Size
    /// Where the terminal's cursor is; nil when unknown (after a write to the last column, or a
    /// cell the terminal may measure differently).
    private(set) var cursor: Point?
    private var rendition: StyleSequences.Rendition?
    /// The style of the last cell written, whose rendition is `rendition`.
    private var lastStyle: Style?
    private(set) var cursorVisible: Bool?
    /// The bytes of the frame, kept between frames for their capacity.
    private(set) var bytes: [UInt8] = []
    /// What the terminal shows, as this writer drew it.
    private var shown: CellGrid
    /// The widest gap written again rather than moved over (a move is 3 bytes or more).
    private static let widestGap = 3
    /// The fewest blanks erased with `el` (3 bytes) rather than written.
    private static let fewestErased = 4

    /// A writer for a terminal described by `entry`, of `size`, whose state is unknown.
    init(entry: TerminfoEntry, styles: StyleSequences, size: Size, asciiOnly: Bool, synchronizes: Bool) {
        self.entry = entry
        moves = CursorMoves(entry: entry)
        self.styles = styles
        self.size = size
        self.asciiOnly = asciiOnly
        self.synchronizes = synchronizes
        shown = CellGrid(size: size)
    }

    /// Forgets the cursor's place, the attributes and the cursor's visibility: something else
    /// wrote to the terminal (a stop and `fg`).
    mutating func invalidate() {
        cursor = nil
        rendition = nil
        lastStyle = nil
        cursorVisible = nil
    }

    /// Makes ``bytes`` the frame that shows `runs` and then the `hyperlinks` over them, and puts
    /// the cursor at `cursor` (hidden when nil); `fullRedraw` clears the screen first.
    mutating func frame(_ runs: [CellRun], cursor: Point?, fullRedraw: Bool, hyperlinks: [HyperlinkRun] = []) {
        bytes.removeAll(keepingCapacity: true)
        if synchronizes { bytes.append(contentsOf: SynchronizedOutput.begin.utf8) }
        if cursor == nil { setCursorVisible(false) }
        if fullRedraw, let clear = entry.clear {
            setRendition(of: .plain)
            bytes.append(contentsOf: clear)
            self.cursor = Point(x: 0, y: 0)
        }
        // The copy shows the frame first: a row's blank end is judged by what it will show.
        if fullRedraw || shown.size != size { shown = CellGrid(size: size) }
        shown.apply(runs)
        var erased: Point?
        for (number, run) in runs.enumerated() {
            if let erased, erased.y == run.y, run.x >= erased.x { continue }
            let erasable = erasableStart(of: number, in: runs)
            var x = run.x
            for (index, cell) in run.cells.enumerated() {
                if index == erasable {
                    eraseToEnd(at: Point(x: x, y: run.y), style: cell.style)
                    erased = Point(x: x, y: run.y)
                    break
                }
                if cell.width > 0, x < size.width, run.y < size.height { write(cell, at: Point(x: x, y: run.y)) }
                x += 1
            }
        }
        for link in hyperlinks {
            // Written over the cells and then back to the saved cursor and attributes (DECSC
            // and DECRC), so what the writer knows of both still holds.
            let sequence = Hyperlinks.sequence(for: link) { [styles] style in
                String(decoding: styles.sequence(styles.rendition(style)), as: UTF8.self)
            }
            bytes.append(contentsOf: sequence.utf8)
        }
        if let cursor {
            move(to: cursor)
            setCursorVisible(true)
        }
        if synchronizes { bytes.append(contentsOf: SynchronizedOutput.end.utf8) }
    }

    /// Appends what changes the terminal's attributes and colours to those of `style`.
    mutating func setRendition(of style: Style) {
        let next = styles.rendition(style)
        styles.append(from: rendition, to: next, to: &bytes)
        rendition = next
        lastStyle = style
    }

    private mutating func write(_ cell: Cell, at point: Point) {
        let end = point.x + Int(cell.width)
        let isLastCell = point.y == size.height - 1 && end >= size.width
        // Auto margins without the newline glitch scroll the screen after its last cell:
        // margins off around it, or the cell left out where the terminal cannot do that.
        let marginsOff = isLastCell && entry.autoMargins && !entry.eatsNewline
        if marginsOff, entry.autoMarginsOff == nil || entry.autoMarginsOn == nil { return }
        move(to: point)
        if cell.style != lastStyle { setRendition(of: cell.style) }
        if marginsOff, let off = entry.autoMarginsOff { bytes.append(contentsOf: off) }
        let measuredAlike = cell.withUTF8 { utf8 in appendText(utf8, of: cell, at: point) }
        if marginsOff, let on = entry.autoMarginsOn { bytes.append(contentsOf: on) }
        // After the last column the cursor waits to wrap (or has wrapped): its place is the
        // terminal's to say.
        cursor = measuredAlike && end < size.width ? Point(x: end, y: point.y) : nil
    }

    /// Appends the cell's text (an ASCII look-alike outside UTF-8, struck through with a
    /// combining overlay as ncurses drew it); false when the terminal may give it another
    /// width than the cell's.
    private mutating func appendText(_ utf8: UnsafeRawBufferPointer, of cell: Cell, at point: Point) -> Bool {
        if utf8.count == 1 {
            bytes.append(utf8[0])
        } else if asciiOnly {
            bytes.append(contentsOf: ASCIIFallback.text(String(decoding: utf8, as: UTF8.self), width: Int(cell.width)).utf8)
            return true
        } else {
            var scalars = 0
            for byte in utf8 where byte & 0xC0 != 0x80 { scalars += 1 }
            let mayDiffer = scalars > 1 || (cell.width == 2 && Self.isTextDefaultPictograph(utf8))
            if mayDiffer, cell.width == 2 {
                // Both columns blanked first: a terminal that draws it one column wide
                // leaves the second one clear, not what an earlier frame had there.
                bytes.append(contentsOf: [0x20, 0x20])
                cursor = point.x + 2 < size.width ? Point(x: point.x + 2, y: point.y) : nil
                move(to: point)
            }
            bytes.append(contentsOf: utf8)
            if cell.style.strikethrough { bytes.append(contentsOf: [0xCC, 0xB6]) }  // U+0336
            return !mayDiffer
        }
        if cell.style.strikethrough, !asciiOnly { bytes.append(contentsOf: [0xCC, 0xB6]) }
        return true
    }

    /// True when `utf8` is one pictograph that defaults to text presentation (🗑): `wcwidth`
    /// gives it one column, most terminals draw it two.
    private static func isTextDefaultPictograph(_ utf8: UnsafeRawBufferPointer) -> Bool {
        guard utf8.count == 4, utf8[0] == 0xF0 else { return false }
        let value = UInt32(utf8[1] & 0x3F) << 12 | UInt32(utf8[2] & 0x3F) << 6 | UInt32(utf8[3] & 0x3F)
        return Unicode.Scalar(value).map(DisplayWidth.isTextDefaultPictograph) ?? false
    }

    private mutating func move(to point: Point) {
        guard cursor != point else { return }
        if let cursor, cursor.y == point.y, point.x > cursor.x, point.x - cursor.x <= Self.widestGap, rewriteGap(to: point) { return }
        moves.append(from: cursor, to: point, to: &bytes)
        cursor = point
    }

    /// Writes the cells from the cursor up to `point` again, as the screen shows them, when
    /// each is one ASCII character in the current style; false, writing nothing, otherwise.
    private mutating func rewriteGap(to point: Point) -> Bool {
        guard let cursor, let lastStyle else { return false }
        let start = bytes.count
        for x in cursor.x..<point.x {
            let cell = shown[x, point.y]
            let byte = cell.withUTF8 { $0.count == 1 ? $0[0] : 0 }
            guard cell.width == 1, cell.style == lastStyle, byte >= 0x20, byte < 0x7F, !cell.style.strikethrough else {
                bytes.removeSubrange(start...)
                return false
            }
            bytes.append(byte)
        }
        self.cursor = point
        return true
    }

    /// Where in run `number` `el` can take over: the first of the blanks that go on to the end
    /// of the row as the frame leaves it, when at least ``fewestErased`` changed cells are
    /// among them (this run's and the later ones' on the row).
    private func erasableStart(of number: Int, in runs: [CellRun]) -> Int? {
        let run = runs[number]
        guard entry.clearToEnd != nil, run.y < size.height, let last = run.cells.last, isErasable(last) else { return nil }
        let end = min(run.x + run.cells.count, size.width)
        var start = size.width
        while start > run.x, isErasable(shown[start - 1, run.y]) { start -= 1 }
        guard start < end else { return nil }
        var changed = end - start
        var next = number + 1
        while next < runs.count, runs[next].y == run.y {
            changed += runs[next].cells.count
            next += 1
        }
        return changed >= Self.fewestErased ? start - run.x : nil
    }

    /// True for a space that looks as an erased cell does: no background, not reversed or
    /// underlined.
    private func isErasable(_ cell: Cell) -> Bool {
        guard cell.width == 1, cell.withUTF8({ $0.count == 1 && $0[0] == 0x20 }) else { return false }
        if cell.style == .plain { return true }
        let rendition = styles.rendition(cell.style)
        return rendition.background < 0 && rendition.attributes & (StyleSequences.underline | StyleSequences.reverse) == 0
    }

    /// Blanks the row from `point` on, in the attributes of the blanks (erased cells take them).
    private mutating func eraseToEnd(at point: Point, style: Style) {
        guard let clearToEnd = entry.clearToEnd else { return }
        move(to: point)
        if rendition != styles.rendition(style) { setRendition(of: style) }
        bytes.append(contentsOf: clearToEnd)
    }

    private mutating func setCursorVisible(_ visible: Bool) {
        guard cursorVisible != visible else { return }
        if let sequence = visible ? entry.showCursor : entry.hideCursor { bytes.append(contentsOf: sequence) }
        cursorVisible = visible
    }
}
