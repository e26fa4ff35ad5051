/// One element of a bound collection by position (`$books[i]`, `for $book in $books`): the base
/// binding and the element's position.
struct ElementLocation<Base: MutableCollection>: BindingLocation where Base.Index: Hashable {
    let base: Binding<Base>
    let position: Base.Index

    func get() -> Base.Element { base.wrappedValue[position] }
    func set(_ newValue: Base.Element) { base.wrappedValue[position] = newValue }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.position == rhs.position && lhs.base.hasSameLocation(as: rhs.base) }
}
