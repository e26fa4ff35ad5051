/// Rows of data, as SwiftUI's `List`. Built from a collection it is lazy (100,000 rows cost
/// what the visible ones cost); ↑/↓, PgUp/PgDn and Home/End move the selection, and Enter
/// presses the row's `NavigationLink` or button. Built from views (`List { … }`) it scrolls
/// them, following the focus. Either way it fills the space offered, rows or none, so an
/// overlay on an empty list shows centred on that space.
///
/// ```swift
/// List(banks, selection: $selected) { bank in
///     NavigationLink(bank.name, value: bank.id)
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    var selection: ListSelectionChoice?
    @Environment(\.navigationSplitColumn) private var splitColumn

    /// The view's content; a `ForEach` in it makes rows that take focus and edit keys.
    public var body: some View {
        let selection = selectionInColumn
        let splitColumn = splitColumn
        // A selection made elsewhere (a "New" button) shows the detail too, as in SwiftUI.
        return content.environment(\.makesListRows, true).environment(\.isInList, true).environment(\.listSelection, selection)
            .onChange(of: splitColumn == nil || selection?.movesWithArrows != false ? nil : selection?.selectedValue()) { _, chosen in
                if chosen != nil { splitColumn?.showDetail() }
            }
            // Enter on a row of plain views in a sidebar's lazy list opens the selected row.
            .keyBindings(
                splitColumn == nil || selection == nil
                    ? []
                    : [KeyBinding(.enter, "open", isEnabled: selection?.selectedValue() != nil) { splitColumn?.showDetail() }])
    }

    /// In a split view's sidebar, choosing a row also shows the detail (on a narrow terminal,
    /// where the columns stack), and a `NavigationLink(value:)` chooses instead of pushing.
    private var selectionInColumn: ListSelectionChoice? {
        guard var selection else { return nil }
        guard let splitColumn else { return selection }
        let choose = selection.choose
        selection.choose = { value in
            choose(value)
            splitColumn.showDetail()
        }
        selection.linksSelect = true
        return selection
    }
}

extension List {
    /// A list of `content` with a selection of at most one row: the row whose `ForEach` id
    /// (or `NavigationLink` value) is `selection`. Space or Enter on a row selects it.
    public init<Rows: View>(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Rows)
    where Content == ScrollView<VStack<Rows>> {
        let rows = content()
        self.content = ScrollView(sizing: .offered) { VStack(alignment: .leading, spacing: 0) { rows } }
        self.selection = ListSelectionChoice(single: selection)
    }

    /// A list of `content` whose selected rows are those whose ids are in `selection`: Space
    /// on a row adds or removes it.
    public init<Rows: View>(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Rows)
    where Content == ScrollView<VStack<Rows>> {
        let rows = content()
        self.content = ScrollView(sizing: .offered) { VStack(alignment: .leading, spacing: 0) { rows } }
        self.selection = ListSelectionChoice(multiple: selection)
    }

    /// A list with a row per `Identifiable` element, whose selected rows are in `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Data.Element: Identifiable, Data.Element.ID == SelectionValue,
        Content == ScrollView<VStack<ForEach<Data, SelectionValue, RowContent>>>
    {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// A list of `content`, scrolling.
    public init<Rows: View>(@ViewBuilder content: () -> Rows) where Content == ScrollView<VStack<Rows>> {
        let rows = content()
        self.content = ScrollView(sizing: .offered) { VStack(alignment: .leading, spacing: 0) { rows } }
    }

    /// A lazy list with a row per element, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ListRows<Data, ID, RowContent> {
        content = ListRows(data: data, id: id, selection: nil, rowContent: rowContent)
    }

    /// A lazy list with a row per `Identifiable` element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ListRows<Data, Data.Element.ID, RowContent> {
        content = ListRows(data: data, id: \.id, selection: nil, rowContent: rowContent)
    }
}

extension List {
    /// A lazy list whose selected row is the element whose `id` is in `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, SelectionValue>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ListRows<Data, SelectionValue, RowContent> {
        content = ListRows(data: data, id: id, selection: selection, rowContent: rowContent)
        self.selection = ListSelectionChoice(single: selection)
        self.selection?.movesWithArrows = true
    }

    /// A lazy list of `Identifiable` elements with a selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Data.Element.ID == SelectionValue, Content == ListRows<Data, SelectionValue, RowContent> {
        content = ListRows(data: data, id: \.id, selection: selection, rowContent: rowContent)
        self.selection = ListSelectionChoice(single: selection)
        self.selection?.movesWithArrows = true
    }
}

/// The rows of a data-driven ``List``: a lazy list over the collection's indices, its
/// selection kept as the selected element's id.
public struct ListRows<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: Binding<ID?>?
    let rowContent: (Data.Element) -> RowContent
    @State private var ownSelection: ID?

    /// The view's content.
    public var body: some View {
        // Without a selection of the program's, the list's own cursor starts on the first row,
        // so Enter opens it at once, as a tap would on iOS.
        let index = Binding(
            location: SelectedOffsetLocation(selection: selection ?? $ownSelection, data: data, id: id, startsOnFirst: selection == nil))
        return LazyList(count: data.count, selection: index) { offset in
            rowContent(data[data.index(data.startIndex, offsetBy: offset)])
        }
    }
}

/// The offset of the selected row in a data-driven list, made from the selection (an id),
/// the data and the id key path; data that cannot be compared counts as changed.
struct SelectedOffsetLocation<Data: RandomAccessCollection, ID: Hashable>: BindingLocation {
    let selection: Binding<ID?>
    let data: Data
    let id: KeyPath<Data.Element, ID>
    /// True for the list's own cursor: with nothing chosen yet, it is on the first row.
    var startsOnFirst = false

    func get() -> Int? {
        guard let wanted = selection.wrappedValue else { return startsOnFirst && !data.isEmpty ? 0 : nil }
        return data.firstIndex { $0[keyPath: id] == wanted }.map { data.distance(from: data.startIndex, to: $0) }
    }

    func set(_ newValue: Int?) {
        selection.wrappedValue = newValue.map { data[data.index(data.startIndex, offsetBy: $0)][keyPath: id] }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.startsOnFirst == rhs.startsOnFirst && lhs.selection.hasSameLocation(as: rhs.selection)
            && ValueEquality.isEqual(lhs.data, rhs.data)
    }
}
