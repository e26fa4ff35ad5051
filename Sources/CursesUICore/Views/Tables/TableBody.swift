/// What a ``Table`` shows: the header of column titles (sort buttons for the sortable ones)
/// over the list of rows, both laid out by the same column widths.
struct TableBody<Value: Identifiable, Sort> {
    let columns: [TableColumnEntry<Value, Sort>]
    let showsHeader: Bool
    /// For each column, how its title sorts; nil for a column that does not.
    let sorts: [TableHeaderSort?]
    /// The rows start with selection marks (a table with a selection), which the titles leave room for.
    let marksSelection: Bool
    /// The list of rows, given the view of one row.
    let list: @MainActor (@escaping (Value) -> TableRowCells) -> AnyView

    @MainActor var erased: AnyView {
        let columns = columns
        let widths = columns.map(\.width)
        let rows = list { value in
            TableRowCells(widths: widths, cells: columns.map { AnyView($0.cell(value).lineLimit(1)) })
        }
        guard showsHeader else { return rows }
        return AnyView(
            VStack(alignment: .leading, spacing: 0) {
                // The rows' selection marks take two cells and the list's scroll indicator the
                // last one; the titles stand over the cells.
                TableRowCells(widths: widths, cells: columns.indices.map { AnyView(header(for: $0).lineLimit(1)) })
                    .padding(.leading, cells: marksSelection ? 2 : 0).padding(.trailing, cells: 1)
                Divider()
                rows
            })
    }

    @MainActor private func header(for index: Int) -> AnyView {
        let column = columns[index]
        guard index < sorts.count, let sort = sorts[index] else { return AnyView(column.label.bold()) }
        var button = Button(action: sort.sort) { Text(column.title + sort.arrow).bold() }
        button.isBare = true
        return AnyView(button)
    }
}

/// How a sortable column's title sorts the table, and the arrow it shows.
struct TableHeaderSort {
    /// ` ▲` while the column is first in the order, forward; ` ▼` reversed; empty otherwise.
    let arrow: String
    let sort: @MainActor () -> Void
}

extension TableColumnList where Sort: SortComparator {
    /// For each column, how Enter on its title changes `sortOrder`: its comparator goes first,
    /// or, already first, reverses.
    @MainActor func sorts(_ sortOrder: Binding<[Sort]>) -> [TableHeaderSort?] {
        let order = sortOrder.wrappedValue
        return columns.map { column in
            guard let comparator = column.comparator else { return nil }
            let first = order.first.flatMap { Self.same($0, comparator) ? $0 : nil }
            let arrow = first.map { $0.order == .forward ? " ▲" : " ▼" } ?? ""
            return TableHeaderSort(arrow: arrow) {
                var order = sortOrder.wrappedValue
                if let head = order.first, Self.same(head, comparator) {
                    order[0].order = head.order == .forward ? .reverse : .forward
                } else {
                    order.removeAll { Self.same($0, comparator) }
                    order.insert(comparator, at: 0)
                }
                sortOrder.wrappedValue = order
            }
        }
    }

    /// True when `a` and `b` compare the same way, whatever their order.
    static func same(_ a: Sort, _ b: Sort) -> Bool {
        var a = a
        var b = b
        a.order = .forward
        b.order = .forward
        return a == b
    }
}
