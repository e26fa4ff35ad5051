/// Lays out a ``Grid``: the cells of its rows in columns as wide as their widest cell (a cell
/// spanning columns widens the last of them if it needs to), columns whose cells grow (asking
/// their least width) sharing what width is left; a child that is not a row spans every column.
final class GridColumnsControl: Control {
    private var alignment = Alignment.center
    private var horizontalSpacing = 1
    private var verticalSpacing = 0

    func configure(alignment newAlignment: Alignment, horizontalSpacing newHorizontal: Int, verticalSpacing newVertical: Int) {
        guard newAlignment != alignment || newHorizontal != horizontalSpacing || newVertical != verticalSpacing else { return }
        alignment = newAlignment
        horizontalSpacing = newHorizontal
        verticalSpacing = newVertical
        setNeedsLayout()
    }

    /// The cells of `row` with the column each starts at and how many it spans.
    private func cells(of row: GridRowControl) -> [(cell: Control, column: Int, span: Int)] {
        var column = 0
        return row.children.map { cell in
            let span = (cell as? GridCellControl)?.placement.columns ?? 1
            defer { column += span }
            return (cell, column, span)
        }
    }

    private var rows: [GridRowControl] { children.compactMap { $0 as? GridRowControl } }

    /// The width of each column within `width`.
    private func columnWidths(within width: Int) -> [Int] {
        let rows = rows.map(cells(of:))
        let count = rows.map { $0.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0
        var widths = Array(repeating: 0, count: count)
        var growing = Array(repeating: false, count: count)
        let offer = Size(width: width, height: Int.max / 4)
        for row in rows {
            for cell in row where cell.span == 1 && !Self.isUnsized(cell.cell, along: .horizontal) {
                // A cell that grows asks only its least width: growing columns share what is left.
                let grows = cell.cell.expands(.horizontal)
                let least = Size(width: 0, height: offer.height)
                widths[cell.column] = max(widths[cell.column], cell.cell.measure(grows ? least : offer).width)
                if grows { growing[cell.column] = true }
            }
        }
        for row in rows {
            for cell in row where cell.span > 1 && !Self.isUnsized(cell.cell, along: .horizontal) {
                let columns = cell.column..<min(count, cell.column + cell.span)
                let spanned = columns.reduce(0) { $0 + widths[$1] } + horizontalSpacing * (columns.count - 1)
                let wanted = cell.cell.measure(offer).width
                if wanted > spanned, let last = columns.last { widths[last] += wanted - spanned }
            }
        }
        let total = widths.reduce(0, +) + horizontalSpacing * max(0, count - 1)
        let growingColumns = growing.indices.filter { growing[$0] }
        if total < width, !growingColumns.isEmpty {
            let extra = width - total
            for (position, column) in growingColumns.enumerated() {
                widths[column] += extra / growingColumns.count + (position < extra % growingColumns.count ? 1 : 0)
            }
        }
        return widths
    }

    /// Each cell's slot in `row`, from `x`, the columns `widths` wide.
    private func slots(of row: GridRowControl, widths: [Int], x: Int) -> [(cell: Control, x: Int, width: Int)] {
        var starts: [Int] = []
        var position = x
        for width in widths {
            starts.append(position)
            position += width + horizontalSpacing
        }
        return cells(of: row).map { cell in
            let columns = cell.column..<min(widths.count, cell.column + cell.span)
            let width = columns.reduce(0) { $0 + widths[$1] } + horizontalSpacing * max(0, columns.count - 1)
            return (cell.cell, columns.first.map { starts[$0] } ?? position, width)
        }
    }

    private func height(of row: GridRowControl, widths: [Int], within height: Int) -> Int {
        slots(of: row, widths: widths, x: 0).filter { !Self.isUnsized($0.cell, along: .vertical) }
            .map { $0.cell.measure(Size(width: $0.width, height: height)).height }.max() ?? 0
    }

    /// Whether `cell` asks no room along `axis` (`gridCellUnsizedAxes`): it then takes its
    /// slot's whole length there.
    private static func isUnsized(_ cell: Control, along axis: Axis.Set) -> Bool {
        (cell as? GridCellControl)?.placement.unsizedAxes.contains(axis) ?? false
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let widths = columnWidths(within: proposal.width)
        let width = widths.reduce(0, +) + horizontalSpacing * max(0, widths.count - 1)
        var height = 0
        for child in children {
            if let row = child as? GridRowControl {
                height += self.height(of: row, widths: widths, within: max(0, proposal.height - height))
            } else {
                height += child.measure(Size(width: width, height: max(0, proposal.height - height))).height
            }
        }
        height += verticalSpacing * max(0, children.count - 1)
        return Size(width: min(width, proposal.width), height: min(height, proposal.height))
    }

    override func layoutChildren() {
        let widths = columnWidths(within: frame.size.width)
        let width = min(frame.size.width, widths.reduce(0, +) + horizontalSpacing * max(0, widths.count - 1))
        let alignments = columnAlignments(count: widths.count)
        var y = frame.minY
        for child in children {
            let left = max(0, frame.maxY - y)
            guard let row = child as? GridRowControl else {
                let height = child.measure(Size(width: width, height: left)).height
                child.place(Rect(x: frame.minX, y: y, width: width, height: height).intersection(frame))
                y += height + verticalSpacing
                continue
            }
            let height = self.height(of: row, widths: widths, within: left)
            row.place(Rect(x: frame.minX, y: y, width: width, height: height).intersection(frame))
            let vertical = row.alignment ?? alignment.vertical
            for (index, slot) in slots(of: row, widths: widths, x: frame.minX).enumerated() {
                var size = slot.cell.measure(Size(width: slot.width, height: height))
                if Self.isUnsized(slot.cell, along: .horizontal) { size.width = slot.width }
                if Self.isUnsized(slot.cell, along: .vertical) { size.height = height }
                let column = cells(of: row)[index].column
                let horizontal = alignments.indices.contains(column) ? alignments[column] ?? alignment.horizontal : alignment.horizontal
                let origin = Point(
                    x: slot.x + horizontal.offset(content: size.width, container: slot.width),
                    y: y + vertical.offset(content: size.height, container: height))
                slot.cell.place(Rect(origin: origin, size: size).intersection(frame))
            }
            y += height + verticalSpacing
        }
    }

    /// The alignment a cell of each column asks for with `gridColumnAlignment`.
    private func columnAlignments(count: Int) -> [HorizontalAlignment?] {
        var alignments: [HorizontalAlignment?] = Array(repeating: nil, count: count)
        for row in rows {
            for cell in cells(of: row) {
                if let guide = (cell.cell as? GridCellControl)?.placement.columnAlignment, cell.column < count {
                    alignments[cell.column] = guide
                }
            }
        }
        return alignments
    }
}

/// A row of a ``Grid``: the grid places its cells; outside a grid it lays them out as a row.
final class GridRowControl: Control {
    var alignment: VerticalAlignment?

    private var row: StackLayout {
        StackLayout(axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: alignment ?? .center), spacing: 1)
    }

    override func sizeThatFits(_ proposal: Size) -> Size { row.size(of: children, in: proposal) }

    override func layoutChildren() {
        guard !(parent is GridColumnsControl) else { return }
        row.place(children, in: frame)
    }
}

/// A cell of a ``GridRow`` with a span or a column alignment of its own.
final class GridCellControl: Control {
    struct Placement: Equatable {
        var columns = 1
        var columnAlignment: HorizontalAlignment?
        var unsizedAxes: Axis.Set = []
    }

    var placement = Placement()

    override func sizeThatFits(_ proposal: Size) -> Size { StackLayout.column.size(of: children, in: proposal) }

    override func layoutChildren() { StackLayout.column.place(children, in: frame) }
}
