/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI:
/// `$model.books[i]` is a `Binding<Book>`, and `ForEach($books) { $book in … }` edits in place.
extension Binding: Sequence where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Walks the element bindings in order.
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
    /// The bound collection's index.
    public typealias Index = Value.Index
    /// The bound collection's indices.
    public typealias Indices = Value.Indices

    /// The first index of the bound collection.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The end index of the bound collection.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The indices of the bound collection.
    public var indices: Indices { wrappedValue.indices }

    /// The index after `i`.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    /// A binding to the element at `position`; a write goes through this binding's setter.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(location: ElementLocation(base: self, position: position))
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
    /// The index before `i`.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {}

extension ForEach where Content: View {
    /// One view per element of a bound collection, each given a binding to its element.
    ///
    /// ```swift
    /// ForEach($books) { $book in TextField("Title", text: $book.title) }
    /// ```
    ///
    /// A row's binding finds its element by id, so it stays the same binding (and the row is
    /// not evaluated again) when other elements are inserted, removed or moved.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable, C.Index: Hashable, Data == Binding<C>, ID == C.Element.ID {
        self.init(data, id: \.wrappedValue.id) { element in
            guard let position = (element.location as? ElementLocation<C>)?.position else { return content(element) }
            return content(
                Binding(location: IdentifiedElementLocation(base: data, element: element.wrappedValue, position: position)))
        }
    }
}
