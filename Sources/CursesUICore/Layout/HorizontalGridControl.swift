/// Places children in rows of given heights, column by column, each column as wide as its
/// widest child: a ``LazyHGrid``.
final class HorizontalGridControl: Control {
    /// One row of the grid, from a `GridItem`, its lengths in cells.
    struct Track: Equatable {
        var size: GridItem.Size
        /// Cells under this row, before the next.
        var spacing: Int
        /// Where an item sits in its cell.
        var alignment: Alignment

        static func == (a: Track, b: Track) -> Bool {
            a.size.lengths == b.size.lengths && a.spacing == b.spacing && a.alignment == b.alignment
        }
    }

    var tracks: [Track] = [Track(size: .flexible(), spacing: 0, alignment: .center)]
    /// Cells between columns.
    var spacing = 1
    /// Where the rows sit in a taller frame.
    var alignment = VerticalAlignment.center

    /// The rows, each with its height and the cells under it, for a height offered.
    private func rows(in height: Int) -> [(height: Int, spacing: Int, alignment: Alignment)] {
        if tracks.count == 1, case .adaptive(let minimum, let maximum) = tracks[0].size {
            let track = tracks[0]
            let count = height.isUnboundedLength ? 1 : max(1, (height + track.spacing) / (minimum + track.spacing))
            let share = height.isUnboundedLength ? minimum : (height - (count - 1) * track.spacing) / count
            return Array(repeating: (min(max(minimum, share), maximum), track.spacing, track.alignment), count: count)
        }
        let fixed = tracks.reduce(0) { total, track in
            if case .fixed(let length) = track.size { total + length + track.spacing } else { total + track.spacing }
        }
        let flexibleCount = tracks.filter { if case .fixed = $0.size { false } else { true } }.count
        let share = height.isUnboundedLength || flexibleCount == 0 ? 1 : max(0, height - fixed) / flexibleCount
        return tracks.map { track in
            switch track.size {
            case .fixed(let length): (length, track.spacing, track.alignment)
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                (min(max(minimum, share), maximum), track.spacing, track.alignment)
            }
        }
    }

    /// Each column's width, for rows of those heights.
    private func columnWidths(rows: [(height: Int, spacing: Int, alignment: Alignment)]) -> [Int] {
        var widths: [Int] = []
        for (index, child) in children.enumerated() {
            let row = rows[index % rows.count]
            let width = child.measure(Size(width: .unboundedLength, height: max(1, row.height))).width
            if index % rows.count == 0 { widths.append(width) } else { widths[widths.count - 1] = max(widths[widths.count - 1], width) }
        }
        return widths
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        guard !children.isEmpty else { return .zero }
        let rows = rows(in: proposal.height)
        let widths = columnWidths(rows: rows)
        let height = rows.reduce(0) { $0 + $1.height } + rows.dropLast().reduce(0) { $0 + $1.spacing }
        let width = widths.reduce(0, +) + max(0, widths.count - 1) * spacing
        return Size(width: min(proposal.width, width), height: min(proposal.height, height))
    }

    override func layoutChildren() {
        let rows = rows(in: frame.size.height)
        let widths = columnWidths(rows: rows)
        let used = rows.reduce(0) { $0 + $1.height } + rows.dropLast().reduce(0) { $0 + $1.spacing }
        var tops: [Int] = []
        var top = frame.minY + alignment.offset(content: used, container: frame.size.height)
        for row in rows {
            tops.append(top)
            top += row.height + row.spacing
        }
        var left = frame.minX
        for (index, child) in children.enumerated() {
            let column = index / rows.count
            let row = rows[index % rows.count]
            if index % rows.count == 0, column > 0 { left += widths[column - 1] + spacing }
            let cell = Size(width: widths[column], height: row.height)
            let measured = child.measure(cell)
            let size = Size(width: min(measured.width, cell.width), height: min(measured.height, cell.height))
            let origin = Point(
                x: left + row.alignment.horizontal.offset(content: size.width, container: cell.width),
                y: tops[index % rows.count] + row.alignment.vertical.offset(content: size.height, container: cell.height))
            child.place(Rect(origin: origin, size: size))
        }
    }
}
