/// One element of a bound collection found by its id (a row of `ForEach($books)`): the base
/// binding and the id, so the row keeps the same binding while other elements come and go.
/// The position it was last seen at is only where reading looks first; once the element is
/// gone, the location reads the last value it saw, and a write finds nothing to change (a
/// control reports that as a dropped write).
struct IdentifiedElementLocation<Base: MutableCollection & RandomAccessCollection>: BindingLocation
where Base.Element: Identifiable {
    let base: Binding<Base>
    let id: Base.Element.ID
    let lastSeen: LastSeenElement<Base>

    init(base: Binding<Base>, element: Base.Element, position: Base.Index) {
        self.base = base
        id = element.id
        lastSeen = LastSeenElement(element, at: position)
    }

    func get() -> Base.Element {
        let collection = base.wrappedValue
        if let position = position(in: collection) {
            lastSeen.element = collection[position]
            lastSeen.position = position
        }
        return lastSeen.element
    }

    func set(_ newValue: Base.Element) {
        guard let position = position(in: base.wrappedValue) else { return }
        lastSeen.element = newValue
        base.wrappedValue[position] = newValue
    }

    private func position(in collection: Base) -> Base.Index? {
        let hint = lastSeen.position
        if collection.indices.contains(hint), collection[hint].id == id { return hint }
        return collection.firstIndex { $0.id == id }
    }

    /// Where the element was last seen is a cache, not a place: the id and the base are.
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.base.hasSameLocation(as: rhs.base) }
}

/// The element an identified location last read, and where.
final class LastSeenElement<Base: Collection> {
    var element: Base.Element
    var position: Base.Index

    init(_ element: Base.Element, at position: Base.Index) {
        self.element = element
        self.position = position
    }
}
