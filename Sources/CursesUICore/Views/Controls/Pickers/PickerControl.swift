/// Draws a ``Picker`` in its style and takes its keys: the closed menu `Title ‹Choice› ▾`, the
/// open list under it (at most ``visibleRows`` rows, scrolling), or the segmented row. The
/// title is the picker's label, laid out from its own controls at the start of the first line;
/// in a `List` or `Form` row a labelled menu spans the row, its choice at the trailing end, as
/// iOS's menu picker in a form.
final class PickerControl: Control {
    static let visibleRows = 8

    /// The label's text, for telling when what keys reach changed.
    private var title = ""
    /// The columns the label takes at the start of the first line.
    private var labelWidth = 0
    private var labels: [String] = []
    private var selectedIndex: Int?
    private var select: (Int) -> Void = { _ in }
    /// In a menu: closes it when the option already chosen is chosen again.
    private var chosenAgain: (@MainActor () -> Void)?
    private var kind = PickerStyleKind.menu
    private(set) var isOpen = false
    /// The highlighted option while the list is open.
    private var highlighted = 0
    private var firstRow = 0
    private var isInToolbar = false
    /// In a list's or form's row: the choice goes to the row's trailing end.
    private var isInList = false

    func configure(
        title newTitle: String, labels newLabels: [String], selectedIndex newIndex: Int?, select: @escaping (Int) -> Void,
        chosenAgain: (@MainActor () -> Void)? = nil, style newKind: PickerStyleKind, environment: EnvironmentValues
    ) {
        self.select = select
        self.chosenAgain = chosenAgain
        isEnabled = environment.isEnabled
        if newTitle != title || newLabels != labels || newKind != kind || environment.isInToolbar != isInToolbar
            || environment.isInList != isInList
        {
            isInToolbar = environment.isInToolbar
            isInList = environment.isInList
            title = newTitle
            labels = newLabels
            kind = newKind
            setNeedsLayout()
            keyRoutesDidChange()
        }
        if newIndex != selectedIndex || environment.style != style {
            let oldWidth = DisplayWidth.of(headText)
            selectedIndex = newIndex
            style = environment.style
            // A choice made elsewhere (another process, a binding) may be wider than the last.
            if DisplayWidth.of(headText) != oldWidth { setNeedsLayout() } else { setNeedsDisplay() }
        }
    }

    /// What follows the label on the first line: the segments, or the choice.
    private var headText: String { kind == .segmented ? segmentedText(width: fillsWidth ? frame.size.width : 0) : closedText }

    /// As on iOS, a segmented row takes the width offered (not in a toolbar), and so does a
    /// labelled menu in a list's row.
    private var fillsWidth: Bool { (kind == .segmented && !isInToolbar && !labels.isEmpty) || spansRow }

    /// A labelled menu in a list's row: the label leading, the choice trailing.
    private var spansRow: Bool { kind == .menu && isInList && !isInToolbar && !children.isEmpty }

    /// Where the choice (or the segments) starts on the first line.
    private var headX: Int {
        let afterLabel = frame.minX + labelWidth + gap
        guard spansRow else { return afterLabel }
        return max(afterLabel, frame.maxX - DisplayWidth.of(headText))
    }

    override func expands(_ axis: Axis) -> Bool { axis == .horizontal && fillsWidth }

    /// Columns between the label and what follows it; none without a label.
    private var gap: Int { gap(after: labelWidth) }

    private func gap(after labelWidth: Int) -> Int { labelWidth == 0 ? 0 : kind == .segmented ? 2 : 1 }

    private var headWidth: Int { labelWidth + gap + DisplayWidth.of(headText) }

    private static let labelRow = StackLayout(axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 1)

    private var showsList: Bool { kind == .inline || (kind == .menu && isOpen) }

    /// The rows of the open list: each visible option's lines.
    private var listHeight: Int {
        guard showsList else { return 0 }
        return labels[min(firstRow, labels.count)..<min(firstRow + Self.visibleRows, labels.count)].reduce(0) { $0 + lineCount($1) }
    }

    private func lineCount(_ label: String) -> Int { label.split(separator: "\n", omittingEmptySubsequences: false).count }

    /// An option's first line: its title where a subtitle is under it.
    private func title(of label: String) -> String { label.split(separator: "\n").first.map(String.init) ?? label }

    override var acceptsFocus: Bool { !labels.isEmpty }

    override var keyHelp: [KeyHelp] {
        switch kind {
        case .segmented: [KeyHelp("←→", "choose")]
        case .menu where !isOpen: [KeyHelp("Enter", "open")]
        default: [KeyHelp("↑↓", "move"), KeyHelp("Enter", "choose")]
        }
    }

    override func focusDidChange() {
        if !isFocused, isOpen {
            isOpen = false
            setNeedsLayout()
        }
    }

    private var closedText: String {
        let choice = selectedIndex.map { title(of: labels[$0]) } ?? "—"
        return "‹\(choice)›" + (kind == .menu ? " ▾" : "")
    }

    /// The segments, each at least as wide as its label and as equal as `width` allows.
    private func segmentedText(width: Int) -> String {
        // Configuring, measuring, drawing and restyling each ask for the same row.
        if let last = lastSegments, last.width == width, last.selectedIndex == selectedIndex, last.labels == labels { return last.text }
        let text = makeSegmentedText(width: width)
        lastSegments = (width, selectedIndex, labels, text)
        return text
    }

    /// The segmented row last written, and for what.
    private var lastSegments: (width: Int, selectedIndex: Int?, labels: [String], text: String)?

    private func makeSegmentedText(width: Int) -> String {
        let titles = labels.map(title(of:))
        let widths = SegmentWidths.of(titles.map { DisplayWidth.of($0) + 2 }, filling: width)
        return zip(titles.indices, widths).map { index, segmentWidth in
            let free = segmentWidth - 2 - DisplayWidth.of(titles[index])
            let label = String(repeating: " ", count: free / 2) + titles[index] + String(repeating: " ", count: free - free / 2)
            return index == selectedIndex ? "[\(label)]" : " \(label) "
        }
        .joined(separator: "|")
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        // Measuring leaves the placed label alone: only layout sets the width drawing uses.
        let label = Self.labelRow.size(of: children, in: Size(width: proposal.width, height: 1)).width
        let head = label + gap(after: label) + DisplayWidth.of(kind == .segmented ? segmentedText(width: 0) : closedText)
        let widest = ([head] + labels.flatMap { $0.split(separator: "\n") }.map { DisplayWidth.of(String($0)) + 4 }).max() ?? 0
        let width = fillsWidth && !proposal.width.isUnboundedLength ? proposal.width : min(widest, proposal.width)
        return Size(width: width, height: min(1 + listHeight, proposal.height))
    }

    override func layoutChildren() {
        labelWidth = Self.labelRow.size(of: children, in: Size(width: frame.size.width, height: 1)).width
        Self.labelRow.place(children, in: Rect(x: frame.minX, y: frame.minY, width: min(labelWidth, frame.size.width), height: 1))
    }

    override func handle(_ key: Key) -> Bool {
        guard !labels.isEmpty else { return false }
        if kind == .segmented {
            let current = selectedIndex ?? 0
            switch key {
            case .left: choose(max(0, current - 1))
            case .right: choose(min(labels.count - 1, current + 1))
            default: return false
            }
            return true
        }
        if kind == .menu, !isOpen {
            guard key == .enter || key == .character(" ") else { return false }
            open()
            return true
        }
        // In a menu the options are items among the others: past the first or the last, ↑/↓
        // go on to the item before or after, as on iOS.
        if chosenAgain != nil, kind == .inline {
            if key == .up, highlighted == 0 { return false }
            if key == .down, highlighted == labels.count - 1 { return false }
        }
        switch key {
        case .up: move(to: highlighted - 1)
        case .down: move(to: highlighted + 1)
        case .home: move(to: 0)
        case .end: move(to: labels.count - 1)
        case .pageUp: move(to: highlighted - Self.visibleRows)
        case .pageDown: move(to: highlighted + Self.visibleRows)
        case .enter, .character(" "):
            choose(highlighted)
            if kind == .menu { close() }
        case .escape where kind == .menu: close()
        default: return false
        }
        return true
    }

    private func open() {
        isOpen = true
        highlighted = selectedIndex ?? 0
        firstRow = max(0, min(highlighted - Self.visibleRows / 2, labels.count - Self.visibleRows))
        setNeedsLayout()
    }

    private func close() {
        isOpen = false
        setNeedsLayout()
    }

    private func move(to index: Int) {
        highlighted = min(max(0, index), labels.count - 1)
        if highlighted < firstRow { firstRow = highlighted }
        if highlighted >= firstRow + Self.visibleRows { firstRow = highlighted - Self.visibleRows + 1 }
        setNeedsDisplay()
    }

    private func choose(_ index: Int) {
        guard index != selectedIndex else {
            chosenAgain?()
            return
        }
        select(index)
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        let spaces = headX - frame.minX - labelWidth
        if spaces > 0 {
            let afterLabel = Point(x: frame.minX + labelWidth, y: frame.minY)
            canvas.draw(String(repeating: " ", count: spaces), at: afterLabel, style: style, clip: clip)
        }
        canvas.draw(headText, at: Point(x: headX, y: frame.minY), style: style, clip: clip)
        guard showsList else { return }
        var y = frame.minY + 1
        for index in firstRow..<min(firstRow + Self.visibleRows, labels.count) {
            var line = style
            if index == highlighted && isFocused { line.reverse.toggle() }
            let mark = index == selectedIndex ? "● " : "  "
            // A subtitle goes under its title, indented as far and dimmed, as iOS's secondary text.
            for (offset, text) in labels[index].split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var lineStyle = line
                if offset > 0 { lineStyle.dim = true }
                canvas.draw((offset == 0 ? "  " + mark : "    ") + text, at: Point(x: frame.minX, y: y), style: lineStyle, clip: clip)
                y += 1
            }
        }
    }

    /// The first line reversed when focused with the list closed, dimmed when disabled, over
    /// what the label drew there too.
    override func drawOver(in canvas: inout CellGrid, clip: Rect) {
        let reversed = isFocused && !showsList
        let dimmed = !isEnabled
        guard reversed || dimmed else { return }
        let width = spansRow ? frame.size.width : min(headWidth, frame.size.width)
        let head = Rect(x: frame.minX, y: frame.minY, width: width, height: min(1, frame.size.height))
        canvas.restyle(head.intersection(clip)) { style in
            if reversed { style.reverse.toggle() }
            if dimmed { style.dim = true }
        }
    }
}
