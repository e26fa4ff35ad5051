extension List where SelectionValue == Never {
    /// A lazy list with a row per element of a binding to a collection of `Identifiable`
    /// elements; each row gets a binding to its element, as SwiftUI's `List($items) { $item in … }`.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Data.Element: Identifiable, Data.Index: Hashable, Content == ListRows<Binding<Data>, Data.Element.ID, RowContent> {
        content = ListRows(data: data, id: \.wrappedValue.id, selection: nil, rowContent: rowContent)
    }
}
