/// What a ``LazyList`` shows: the first visible row, how many rows fit, the selected row and
/// whether the list has focus. It is state: the list's node reads it while it builds the rows
/// in view, so a scroll, a resize or a move of the selection re-renders those rows through the
/// ordinary state path, never by invalidating the node from layout.
struct ListWindow: Equatable {
    var firstRow = 0
    var height = 0
    var selectedIndex: Int?
    var isFocused = false
}

/// Scroll position, selection and the scroll indicator of a ``LazyList``; the rows in view,
/// and only them, are built by its node from the ``ListWindow`` state.
final class ListControl: Control {
    private(set) var count = 0
    private var selection: Binding<Int?> = .constant(nil)
    private var onSubmit: (@MainActor () -> Void)?
    let window = StateBox(ListWindow())

    private(set) var selectedIndex: Int? {
        get { window.value.selectedIndex }
        set { window.value.selectedIndex = newValue }
    }

    private(set) var firstRow: Int {
        get { window.value.firstRow }
        set { window.value.firstRow = newValue }
    }

    private var viewportHeight: Int {
        get { window.value.height }
        set { window.value.height = newValue }
    }

    var visibleRows: Range<Int> { firstRow..<min(count, firstRow + max(viewportHeight, 1)) }

    func configure(count newCount: Int, selection newSelection: Binding<Int?>, environment: EnvironmentValues) {
        selection = newSelection
        onSubmit = environment.onSubmit
        isEnabled = environment.isEnabled
        let value = newSelection.wrappedValue.map { min(max(0, $0), max(0, newCount - 1)) }
        if newCount != count {
            if (newCount == 0) != (count == 0) { keyRoutesDidChange() }
            count = newCount
            setNeedsDisplay()
        }
        if value != selectedIndex {
            selectedIndex = value
            scrollToSelection()
        }
        let clamped = min(firstRow, max(0, count - max(viewportHeight, 1)))
        if clamped != firstRow { firstRow = clamped }
    }

    override var acceptsFocus: Bool { count > 0 }

    /// The rows' own controls (a link, a button) do not take focus or shortcuts: the list does,
    /// and Enter presses the selected row's link.
    override func reachesChild(at index: Int, of count: Int) -> Bool { false }

    override var keepsChildrenOutOfKeyReach: Bool { true }

    override var keyHelp: [KeyHelp] {
        let open = [KeyHelp("↑↓ PgUp PgDn", "move"), KeyHelp("Enter", "open")]
        return selectedRowMenu?.actions != nil ? open + [KeyHelp("→", "actions")] : open
    }

    /// The menu state of the selected row while it is built (on screen).
    private var selectedRowMenu: RowMenuState? {
        guard let selectedIndex, selectedIndex >= firstRow, selectedIndex - firstRow < children.count else { return nil }
        return children[selectedIndex - firstRow].node?.storage(for: "rowMenu") { RowMenuState() }
    }

    override func expands(_ axis: Axis) -> Bool { true }

    override func sizeThatFits(_ proposal: Size) -> Size { proposal }

    override func layoutChildren() {
        if frame.size.height != viewportHeight {
            viewportHeight = frame.size.height
            scrollToSelection()
            // The rows that fit the height just learned, built now and placed below: the frame
            // needs no second update and layout for them.
            node?.refresh()
        }
        let rows = Rect(x: frame.minX, y: frame.minY, width: max(0, frame.size.width - 1), height: frame.size.height)
        var heights = rowHeights(in: rows.size)
        // A row of several lines leaves fewer in view: the window moves on until the selected
        // row's last line shows, and the rows of the new window are built now.
        if let selectedIndex, selectedIndex > firstRow, selectedIndex - firstRow < heights.count,
            heights[...(selectedIndex - firstRow)].reduce(0, +) > rows.size.height
        {
            var first = selectedIndex
            var used = heights[selectedIndex - firstRow]
            while first > firstRow, used + heights[first - 1 - firstRow] <= rows.size.height {
                first -= 1
                used += heights[first - firstRow]
            }
            firstRow = first
            node?.refresh()
            heights = rowHeights(in: rows.size)
        }
        var top = rows.minY
        for (child, height) in zip(children, heights) {
            child.place(Rect(x: rows.minX, y: top, width: rows.size.width, height: height).intersection(rows))
            top += height
        }
    }

    /// The height of each row built, one line at least.
    private func rowHeights(in space: Size) -> [Int] {
        children.map { max(1, $0.measure(Size(width: space.width, height: space.height)).height) }
    }

    override func focusDidChange() {
        if window.value.isFocused != isFocused { window.value.isFocused = isFocused }
    }

    private func scrollToSelection() {
        guard let selectedIndex, viewportHeight > 0 else { return }
        let previous = firstRow
        if selectedIndex < firstRow { firstRow = selectedIndex }
        if selectedIndex >= firstRow + viewportHeight { firstRow = selectedIndex - viewportHeight + 1 }
        if firstRow != previous { setNeedsDisplay() }
    }

    override func handle(_ key: Key) -> Bool {
        guard count > 0 else { return false }
        let current = selectedIndex ?? -1
        let page = max(1, viewportHeight - 1)
        let target: Int
        switch key {
        case .up: target = max(0, current - 1)
        case .down: target = min(count - 1, current + 1)
        case .pageUp: target = max(0, current - page)
        case .pageDown: target = min(count - 1, max(0, current) + page)
        case .home: target = 0
        case .end: target = count - 1
        case .mouse(let event):
            switch event.kind {
            case .scrollUp: target = max(0, current - 3)
            case .scrollDown: target = min(count - 1, current + 3)
            default:
                guard let clicked = children.firstIndex(where: { $0.frame.minY <= event.position.y && event.position.y < $0.frame.maxY }),
                    firstRow + clicked < count
                else { return true }
                target = firstRow + clicked
            }
        case .right:
            guard let menu = selectedRowMenu, menu.actions != nil else { return false }
            menu.isOpen.value = true
            return true
        case .enter:
            if let onSubmit {
                onSubmit()
                return true
            }
            // No submit action: Enter presses the selected row's link or button.
            guard let selectedIndex, selectedIndex >= firstRow, selectedIndex - firstRow < children.count,
                let target = children[selectedIndex - firstRow].subtree.lazy.compactMap(\.activatable).first
            else { return false }
            target.activate()
            return true
        default: return false
        }
        if target != selectedIndex { graph?.write(target, to: selection, control: "list") }
        if target != selectedIndex { selectedIndex = target }
        scrollToSelection()
        return true
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        guard frame.size.width > 1, count > viewportHeight, viewportHeight > 0 else { return }
        // The indicator: a thumb sized and placed in proportion to the visible window.
        let height = viewportHeight
        let thumb = max(1, height * height / count)
        let top = (height - thumb) * firstRow / max(1, count - height)
        var indicator = style
        indicator.dim = true
        for row in 0..<height {
            let glyph = row >= top && row < top + thumb ? "┃" : "│"
            canvas.draw(glyph, at: Point(x: frame.maxX - 1, y: frame.minY + row), style: indicator, clip: clip)
        }
    }
}
