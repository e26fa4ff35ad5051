/// One line of a ``Table``: a cell per column, each at its column's place and length, one
/// cell apart, so the header and every row line up.
struct TableRowCells: View {
    let widths: [TableColumnWidth]
    let cells: [AnyView]
}

extension TableRowCells: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { TableRowCellsControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        let unit = node.environment.lengthUnit
        (node.control as? TableRowCellsControl)?.widths = widths.map { $0.cells(in: unit) }
        return cells.enumerated().map { ViewChild($1, id: $0) }
    }
}

extension TableColumnWidth {
    /// The width with its lengths in cells.
    func cells(in unit: LengthUnit) -> TableColumnWidth {
        switch self {
        case .flexible: .flexible
        case .fixed(let length): .fixed(unit.columns(length))
        case .range(let min, let ideal, let max): .range(min: unit.columns(min), ideal: unit.columns(ideal), max: unit.columns(max))
        }
    }
}

/// Places each cell at its column: fixed columns (and ranges, at their ideal) take their
/// length, the flexible ones share what is left.
final class TableRowCellsControl: Control {
    static let gap = 1

    var widths: [TableColumnWidth] = [] {
        didSet { if widths != oldValue { setNeedsLayout() } }
    }

    /// The length of each column across `width` cells.
    func columnLengths(in width: Int) -> [Int] {
        let count = widths.count
        guard count > 0 else { return [] }
        let available = max(0, width - Self.gap * (count - 1))
        var lengths = widths.map { width -> Int? in
            switch width {
            case .flexible: nil
            case .fixed(let length): length
            case .range(let min, let ideal, let max): Swift.max(min ?? 0, Swift.min(ideal ?? min ?? max ?? 0, max ?? .max))
            }
        }
        let flexible = lengths.indices.filter { lengths[$0] == nil || lengths[$0] == 0 }
        let taken = lengths.compactMap { $0 }.reduce(0, +)
        if !flexible.isEmpty {
            let share = max(1, (available - taken) / flexible.count)
            var extra = max(0, available - taken - share * flexible.count)
            for index in flexible {
                lengths[index] = share + (extra > 0 ? 1 : 0)
                extra -= 1
            }
        }
        return lengths.map { $0 ?? 1 }
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let lengths = columnLengths(in: proposal.width)
        var height = 1
        for (child, length) in zip(children, lengths) {
            height = max(height, child.measure(Size(width: length, height: proposal.height)).height)
        }
        return Size(width: proposal.width, height: min(proposal.height, height))
    }

    override func expands(_ axis: Axis) -> Bool { axis == .horizontal }

    override func layoutChildren() {
        var x = frame.minX
        for (child, length) in zip(children, columnLengths(in: frame.size.width)) {
            let width = max(0, min(length, frame.maxX - x))
            child.place(Rect(x: x, y: frame.minY, width: width, height: frame.size.height))
            x += length + Self.gap
        }
    }
}
