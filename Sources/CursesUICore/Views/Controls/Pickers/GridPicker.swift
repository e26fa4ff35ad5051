/// Picks one item (or none) from a grid: arrows move a highlight, Enter or Space picks, picking
/// the picked item again clears the selection. Columns adapt to the width offered.
///
/// ```swift
/// GridPicker(["car", "house", "plane"], selection: $choice, columns: 8) { $0 }
/// ```
public struct GridPicker<Item: Hashable>: View {
    let items: [Item]
    let selection: Binding<Item?>
    let maximumColumns: Int
    let label: (Item) -> String

    /// A grid of `items` (at most `columns` wide, each shown by `label`) picking into `selection`.
    public init(_ items: [Item], selection: Binding<Item?>, columns: Int = .max, label: @escaping (Item) -> String) {
        self.items = items
        self.selection = selection
        maximumColumns = max(1, columns)
        self.label = label
    }
}

extension GridPicker: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { GridPickerControl<Item>(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? GridPickerControl<Item> else { return [] }
        control.configure(
            items: items, labels: items.map { TextSanitizer.sanitize(label($0)) }, selection: selection,
            maximumColumns: maximumColumns, environment: node.environment)
        return []
    }
}

/// Draws the items in equal-width cells, the highlighted one reversed, the picked one marked.
final class GridPickerControl<Item: Hashable>: Control {
    private var items: [Item] = []
    private var labels: [String] = []
    private var selection: Binding<Item?> = .constant(nil)
    private var selected: Item?
    private var maximumColumns = Int.max
    private(set) var highlighted = 0
    private var cellWidth = 1

    func configure(
        items newItems: [Item], labels newLabels: [String], selection newSelection: Binding<Item?>, maximumColumns newMaximum: Int,
        environment: EnvironmentValues
    ) {
        selection = newSelection
        let value = newSelection.wrappedValue
        if newItems != items || newLabels != labels || newMaximum != maximumColumns {
            items = newItems
            labels = newLabels
            maximumColumns = newMaximum
            cellWidth = (labels.map { DisplayWidth.of($0) }.max() ?? 0) + 3  // marker, label, gap
            highlighted = min(highlighted, max(0, items.count - 1))
            setNeedsLayout()
            keyRoutesDidChange()
        }
        if value != selected || style != environment.style {
            selected = value
            style = environment.style
            if let value, let index = items.firstIndex(of: value), !isFocused { highlighted = index }
            setNeedsDisplay()
        }
        isEnabled = environment.isEnabled
    }

    /// The columns that fit a width, at least one.
    func columns(for width: Int) -> Int { max(1, min(maximumColumns, items.count, width / max(1, cellWidth))) }

    private var columns: Int { columns(for: frame.size.width) }

    override var acceptsFocus: Bool { !items.isEmpty }

    override var keyHelp: [KeyHelp] {
        [KeyHelp("←↑↓→", "move"), KeyHelp("Enter", "pick"), KeyHelp("Space", "pick/clear"), KeyHelp("Del", "clear")]
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let columns = columns(for: proposal.width)
        let rows = (items.count + columns - 1) / columns
        return Size(width: min(proposal.width, columns * cellWidth), height: min(proposal.height, rows))
    }

    override func handle(_ key: Key) -> Bool {
        let columns = columns
        let count = items.count
        guard count > 0 else { return false }
        switch key {
        case .left: highlighted = (highlighted - 1 + count) % count
        case .right: highlighted = (highlighted + 1) % count
        case .up:
            highlighted =
                highlighted - columns >= 0
                ? highlighted - columns : min(count - 1, highlighted + columns * ((count - 1 - highlighted) / columns))
        case .down: highlighted = highlighted + columns < count ? highlighted + columns : highlighted % columns
        case .home: highlighted = 0
        case .end: highlighted = count - 1
        case .enter:  // picks (never clears) and goes on to the next field
            choose(highlighted)
            graph?.requestFocusMove(by: 1)
        case .character(" "): toggle(highlighted)
        case .backspace, .delete: clear()
        case .mouse(let event):
            guard let index = index(at: event.position) else { return true }
            highlighted = index
            toggle(index)
        default: return false
        }
        setNeedsDisplay()
        return true
    }

    private func index(at point: Point) -> Int? {
        let column = (point.x - frame.minX) / max(1, cellWidth)
        let index = (point.y - frame.minY) * columns + column
        return column < columns && index >= 0 && index < items.count ? index : nil
    }

    /// Picks the item, or clears the selection when it is the picked one already.
    private func toggle(_ index: Int) {
        if selected == items[index] { clear() } else { choose(index) }
    }

    /// Picks the item.
    private func choose(_ index: Int) {
        if selected != items[index] { graph?.write(items[index], to: selection, control: "grid") }
        selected = selection.wrappedValue
    }

    /// Clears the selection.
    private func clear() {
        selection.wrappedValue = nil
        selected = selection.wrappedValue
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        let columns = columns
        for (index, label) in labels.enumerated() {
            let origin = Point(x: frame.minX + (index % columns) * cellWidth, y: frame.minY + index / columns)
            var cellStyle = style
            if index == highlighted, isFocused { cellStyle.reverse.toggle() }
            if items[index] == selected { cellStyle.bold = true }
            let marker = items[index] == selected ? "✓" : " "
            let cell = Rect(origin: origin, size: Size(width: cellWidth - 1, height: 1)).intersection(clip)
            canvas.fill(cell, style: cellStyle)
            canvas.draw(marker + label, at: origin, style: cellStyle, clip: cell)
        }
    }
}
