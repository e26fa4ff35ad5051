/// A column of a ``Table``, as SwiftUI's `TableColumn`: a title, the view each row shows in
/// it, and, for a column made from a `value` key path, the comparator that sorts by it (Enter
/// on its header sorts). `Sort` is `Never` for a column that does not sort.
///
/// ```swift
/// TableColumn("Qty", value: \.quantity) { item in Text(item.quantity, format: .number) }
///     .width(60)
/// ```
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View> {
    let label: Label
    let content: @MainActor (RowValue) -> Content
    /// The comparator Enter on the header puts first in the table's sort order.
    let comparator: Sort?
    var width = TableColumnWidth.flexible

    /// A column from its parts; the `value` initializers of `import CursesUI` make the
    /// comparator.
    @MainActor package init(label: Label, comparator: Sort?, content: @escaping @MainActor (RowValue) -> Content) {
        self.label = label
        self.comparator = comparator
        self.content = content
    }

    /// A column `width` long (points under `App.main()`, as in SwiftUI, or cells); nil leaves
    /// it flexible.
    public func width<F: BinaryFloatingPoint>(_ width: F?) -> TableColumn {
        var column = self
        column.width = width.map { .fixed(cells($0)) } ?? .flexible
        return column
    }

    /// A column between `min` and `max` long, `ideal` when there is room.
    public func width<F: BinaryFloatingPoint>(min: F? = nil, ideal: F? = nil, max: F? = nil) -> TableColumn {
        var column = self
        column.width = .range(min: min.map(cells), ideal: ideal.map(cells), max: max.map(cells))
        return column
    }
}

@MainActor
extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `titleKey` whose rows show `content`; it does not sort.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    /// A column titled `title` whose rows show `content`; it does not sort.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        self.init(label: Text(String(title)), comparator: nil, content: content)
    }
}

/// How long a ``TableColumn`` is: what is left shared with the other flexible columns, a fixed
/// length, or a range.
enum TableColumnWidth: Equatable {
    case flexible
    case fixed(Int)
    case range(min: Int?, ideal: Int?, max: Int?)
}
