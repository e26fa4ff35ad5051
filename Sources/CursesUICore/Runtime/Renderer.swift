/// Draws the damaged areas of the control tree into a canvas, diffs them against what the
/// terminal already shows and sends only the changed cells.
@MainActor
final class Renderer {
    private(set) var canvas: CellGrid
    private var presented: CellGrid
    /// The terminal's picture is stale (new size, resumed): clear it and send every cell.
    private var needsFullRedraw = true
    /// The canvas shows the size guard, not the tree: draw the whole tree next time.
    private var showsMessage = false

    init(size: Size) {
        canvas = CellGrid(size: size)
        presented = CellGrid(size: size)
    }

    /// Starts over at a new size: everything is drawn and sent again.
    func reset(to size: Size) {
        canvas = CellGrid(size: size)
        presented = CellGrid(size: size)
        needsFullRedraw = true
    }

    /// Draws the damaged areas of the tree and presents the difference.
    func render(
        _ root: Control, damage: [Rect], floating: [Control] = [], statusLine: String? = nil, cursor: Point?, to terminal: Terminal,
        counters: inout RenderCounters
    ) {
        let areas = needsFullRedraw || showsMessage ? [canvas.bounds] : damage
        floatingModals = Set(floating.map(ObjectIdentifier.init))
        showsMessage = false
        for area in areas {
            canvas.fill(area)
            draw(root, in: area)
            // A dialog standing outside its presenter's frame is drawn here, out of reach of
            // its ancestors' clipping.
            deferredModals.append(contentsOf: floating.map { ($0, area) })
            // Dialogs and menus last, over everything declared after the view that presents
            // them (an `.overlay` written after `.sheet`), each over those before it.
            var index = 0
            while index < deferredModals.count {
                let (modal, modalArea) = deferredModals[index]
                index += 1
                draw(modal, in: modalArea, isDeferred: true)
            }
            deferredModals.removeAll(keepingCapacity: true)
        }
        if let statusLine {
            let row = Rect(x: 0, y: canvas.size.height - 1, width: canvas.size.width, height: 1)
            canvas.fill(row, style: Style(reverse: true))
            canvas.draw(statusLine, at: row.origin, style: Style(reverse: true), clip: row)
        }
        present(areas: areas, cursor: cursor, to: terminal, counters: &counters)
    }

    /// Shows a message centred on an otherwise empty screen (the too-small guard).
    func renderMessage(_ message: [String], to terminal: Terminal, counters: inout RenderCounters) {
        canvas.fill(canvas.bounds)
        let lines = message.flatMap { TextLayout.lines($0, width: canvas.size.width).map(String.init) }
        let top = max(0, (canvas.size.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let x = max(0, (canvas.size.width - DisplayWidth.of(line)) / 2)
            canvas.draw(line, at: Point(x: x, y: top + offset), style: Style(bold: offset == 0), clip: canvas.bounds)
        }
        present(areas: [canvas.bounds], cursor: nil, to: terminal, counters: &counters)
        showsMessage = true
    }

    /// The modal controls met while drawing the tree, with the area each was to be drawn in.
    private var deferredModals: [(Control, Rect)] = []
    /// The dialogs standing outside their presenters' frames, drawn in each area whole.
    private var floatingModals: Set<ObjectIdentifier> = []

    private func draw(_ control: Control, in area: Rect, isDeferred: Bool = false) {
        if control.isModal, !isDeferred {
            if floatingModals.contains(ObjectIdentifier(control)) { return }
            return deferredModals.append((control, area))
        }
        // A deferred dialog that does not clip (one standing outside its frame) draws in all
        // of the area.
        let clip = isDeferred && !control.clipsChildren ? area : control.frame.intersection(area)
        guard !clip.isEmpty || !control.clipsChildren else { return }
        control.draw(in: &canvas, clip: clip)
        for child in control.children { draw(child, in: control.clipsChildren ? clip : area) }
        control.drawOver(in: &canvas, clip: control.clipsChildren ? clip : area)  // over what its children drew outside it
    }

    private func present(areas: [Rect], cursor: Point?, to terminal: Terminal, counters: inout RenderCounters) {
        if needsFullRedraw { presented = CellGrid(size: canvas.size) }  // the terminal will be blank
        let runs = canvas.changes(from: presented, in: areas)
        presented.apply(runs)
        if !canvas.hyperlinks.isEmpty {
            terminal.prepareHyperlinks(
                canvas.hyperlinks.flatMap { link in
                    (link.rect.minY..<link.rect.maxY).map { y in
                        HyperlinkRun(destination: link.destination, run: canvas.run(x: link.rect.minX, y: y, width: link.rect.size.width))
                    }
                })
            canvas.hyperlinks = []
        }
        // Loops, not closures: a closure of the main actor's checks the executor at each call.
        for run in runs { counters.cellsChanged += run.cells.count }
        counters.frames += 1
        var shownCursor: Point?
        if let cursor, canvas.bounds.contains(cursor) { shownCursor = cursor }
        terminal.present(runs, cursor: shownCursor, fullRedraw: needsFullRedraw)
        needsFullRedraw = false
    }
}
