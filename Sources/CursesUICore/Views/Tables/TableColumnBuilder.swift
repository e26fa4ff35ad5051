/// Builds the columns of a ``Table`` from `TableColumn`s, as SwiftUI's `TableColumnBuilder`:
/// a column sorting with the table's comparator type, or one that does not sort.
@resultBuilder
@MainActor
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    /// A column that sorts with the table's comparator.
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Sort, Content, Label>
    ) -> TableColumnList<RowValue, Sort> {
        TableColumnList(columns: [TableColumnEntry(column)])
    }

    /// A column that does not sort.
    @_disfavoredOverload
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Never, Content, Label>
    ) -> TableColumnList<RowValue, Sort> {
        TableColumnList(columns: [TableColumnEntry(unsorted: column)])
    }

    /// Columns written one after another.
    public static func buildBlock(_ parts: TableColumnList<RowValue, Sort>...) -> TableColumnList<RowValue, Sort> {
        TableColumnList(columns: parts.flatMap(\.columns))
    }

    /// Columns under an `if`.
    public static func buildOptional(_ part: TableColumnList<RowValue, Sort>?) -> TableColumnList<RowValue, Sort> {
        part ?? TableColumnList(columns: [])
    }

    /// The columns of an `if`'s first branch.
    public static func buildEither(first: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { first }

    /// The columns of an `else`.
    public static func buildEither(second: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { second }
}

/// The columns of a ``Table``, in order, as a ``TableColumnBuilder`` gathers them.
public struct TableColumnList<RowValue: Identifiable, Sort> {
    let columns: [TableColumnEntry<RowValue, Sort>]
}

/// One column with its types erased but the table's: its title, cell and comparator.
struct TableColumnEntry<RowValue: Identifiable, Sort> {
    let label: AnyView
    let title: String
    let cell: (RowValue) -> AnyView
    let comparator: Sort?
    let width: TableColumnWidth

    @MainActor init<Content: View, Label: View>(_ column: TableColumn<RowValue, Sort, Content, Label>) {
        label = AnyView(column.label)
        title = PlainText.of(column.label)
        let content = column.content
        cell = { AnyView(content($0)) }
        comparator = column.comparator
        width = column.width
    }

    @MainActor init<Content: View, Label: View>(unsorted column: TableColumn<RowValue, Never, Content, Label>) {
        label = AnyView(column.label)
        title = PlainText.of(column.label)
        let content = column.content
        cell = { AnyView(content($0)) }
        comparator = nil
        width = column.width
    }
}
