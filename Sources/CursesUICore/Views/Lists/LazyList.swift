/// A scrolling list that builds only the rows in view, so it stays fast with 100,000 rows:
/// the data source is a count and a row builder. Up/Down, PageUp/PageDown, Home/End and the
/// mouse wheel move the selection; a scroll indicator shows the position.
///
/// ```swift
/// LazyList(count: banks.count, selection: $selected) { index in Text(banks[index].name) }
///     .onSubmit { open(selected) }
/// ```
public struct LazyList<Row: View>: View {
    let count: Int
    let selection: Binding<Int?>
    let row: (Int) -> Row

    /// A list of `count` rows built by `row` only while visible, its selected index in `selection`.
    public init(count: Int, selection: Binding<Int?>, @ViewBuilder row: @escaping (Int) -> Row) {
        self.count = max(0, count)
        self.selection = selection
        self.row = row
    }
}

extension LazyList: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { ListControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let list = node.control as? ListControl else { return [] }
        list.configure(count: count, selection: selection, environment: node.environment)
        // The window may have moved just now to follow the selection; it is read below, so this
        // evaluation already shows it.
        node.keepsOwnWrites()
        node.recyclesChildren = true  // rows scrolled out are given to rows scrolled in
        let window = list.window.value  // read as state: a change of it re-renders the rows
        return list.visibleRows.map { index in
            ViewChild(ListRow(content: row(index), isSelected: index == window.selectedIndex, isHighlighted: window.isFocused), id: index)
        }
    }
}

/// One visible row of a ``LazyList``: full width, reversed while selected in a focused list;
/// the `swipeActions` and `contextMenu` of its content come up to it.
struct ListRow<Content: View>: View {
    let content: Content
    let isSelected: Bool
    let isHighlighted: Bool
}

extension ListRow: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { ListRowControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        if node.environment.makesListRows { node.childEnvironment.makesListRows = false }
        if isSelected {
            if isHighlighted { node.childEnvironment.style.reverse.toggle() } else { node.childEnvironment.style.bold = true }
        }
        if node.control?.style != node.childEnvironment.style {
            node.control?.style = node.childEnvironment.style
            node.control?.setNeedsDisplay()
        }
        // The row's swipe actions and context menu come up to it; → on the list opens them.
        let menu = node.storage(for: "rowMenu") { RowMenuState() }
        menu.host(on: node, isOpen: menu.isOpen.value, delete: nil) { _, _ in }
        return [ViewChild(content)]
    }
}

final class ListRowControl: Control {
    override var isRecyclable: Bool { true }

    override func expands(_ axis: Axis) -> Bool { axis == .horizontal }

    private static let layout = StackLayout(axis: .horizontal, alignment: .topLeading, spacing: 1)

    /// As wide as the list, as high as its content (a title over a subtitle is two lines).
    override func sizeThatFits(_ proposal: Size) -> Size {
        let content = Self.layout.size(of: children, in: proposal)
        return Size(width: proposal.width, height: min(max(1, content.height), proposal.height))
    }

    override func layoutChildren() { Self.layout.place(children, in: frame) }

    override func draw(in canvas: inout CellGrid, clip: Rect) { canvas.fill(frame.intersection(clip), style: style) }
}
