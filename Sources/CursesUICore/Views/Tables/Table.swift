/// Rows of data in columns, as SwiftUI's `Table`: a header line of column titles over a list
/// whose rows show one cell per column. ↑/↓ move between rows (and up onto the header), Space
/// adds a row to the selection or takes it out, and Enter on a column's title sorts by it —
/// again reverses the order — by putting its comparator first in `sortOrder`, as a click
/// does; the program sorts its data by that order. In a compact width (a terminal under
/// ``UserInterfaceSizeClass/regularWidth`` columns) the table shows only its first column and
/// no header, as SwiftUI's does on iPhone.
///
/// ```swift
/// Table(items, selection: $selection, sortOrder: $sortOrder) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Qty", value: \.quantity) { Text($0.quantity, format: .number) }.width(60)
/// }
/// ```
public struct Table<Value: Identifiable, Rows, Columns>: View {
    let rows: Rows
    let columns: Columns
    let content: @MainActor (_ isCompact: Bool) -> AnyView
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    /// The view's content.
    public var body: some View { content(horizontalSizeClass == .compact) }
}

extension Table {
    /// A table of `data` whose selected rows' ids are in `selection`, sorted by the program
    /// by `sortOrder`, which Enter on a sortable column's title changes.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns == TableColumnList<Value, Sort>, Data.Element == Value, Sort.Compared == Value {
        let columns = columns()
        self.init(data: data, columns: columns, sorts: { columns.sorts(sortOrder) }, selects: true) {
            AnyView(List(data, selection: selection, rowContent: $0))
        }
    }

    /// A table of `data` whose selected row's id is `selection`, sorted by the program by
    /// `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns == TableColumnList<Value, Sort>, Data.Element == Value, Sort.Compared == Value {
        let columns = columns()
        self.init(data: data, columns: columns, sorts: { columns.sorts(sortOrder) }, selects: true) {
            AnyView(List(data, selection: selection, rowContent: $0))
        }
    }

    /// A table of `data`, sorted by the program by `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns == TableColumnList<Value, Sort>, Data.Element == Value, Sort.Compared == Value {
        let columns = columns()
        self.init(data: data, columns: columns, sorts: { columns.sorts(sortOrder) }, selects: false) { AnyView(List(data, rowContent: $0)) }
    }

    /// A table of `data` whose columns do not sort.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns == TableColumnList<Value, Never>, Data.Element == Value {
        self.init(data: data, columns: columns(), sorts: { [] }, selects: false) { AnyView(List(data, rowContent: $0)) }
    }

    /// A table of `data` whose selected rows' ids are in `selection`; its columns do not sort.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns == TableColumnList<Value, Never>, Data.Element == Value {
        self.init(data: data, columns: columns(), sorts: { [] }, selects: true) {
            AnyView(List(data, selection: selection, rowContent: $0))
        }
    }

    /// The table every public form makes: `list` shows the rows, `sorts` says how each title
    /// sorts (read when the table is drawn, so its arrows follow the order), `selects` whether
    /// the rows have selection marks, and a compact width keeps the first column only, without
    /// the header.
    private init<Data: RandomAccessCollection, Sort>(
        data: Data, columns: TableColumnList<Value, Sort>, sorts: @escaping @MainActor () -> [TableHeaderSort?], selects: Bool,
        list: @escaping @MainActor (@escaping (Value) -> TableRowCells) -> AnyView
    ) where Rows == TableForEachContent<Data>, Columns == TableColumnList<Value, Sort> {
        rows = TableForEachContent(data: data)
        self.columns = columns
        content = { isCompact in
            TableBody(
                columns: isCompact ? Array(columns.columns.prefix(1)) : columns.columns, showsHeader: !isCompact,
                sorts: sorts(), marksSelection: selects, list: list
            ).erased
        }
    }
}

/// The rows of a ``Table`` made from a collection, as SwiftUI's `TableForEachContent`.
public struct TableForEachContent<Data: RandomAccessCollection> {
    /// The collection, one row per element.
    public let data: Data
}
