/// How the view graph decides that an input did not change, so that a child view whose value
/// is the same as last time is not evaluated again when its parent is.
///
/// The rules follow SwiftUI's: `Equatable` values compare with `==`, objects by identity,
/// bindings by what they point at, `@State`-like properties not at all (their storage belongs
/// to the node), and other structs, enums and tuples member by member. A closure cannot be
/// compared, so a view holding a new closure counts as changed.
enum ValueEquality {
    /// Equatable values by `==`, objects by identity; anything else counts as different.
    static func isEqual<T>(_ a: T, _ b: T) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(toAny: b) }
        if T.self is AnyClass || type(of: a as Any) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return false
    }

    /// Member-by-member equality of two values, for views and their inputs (compared by each
    /// type's ``ValueComparer``, made once).
    static func isEquivalent(_ a: Any, _ b: Any) -> Bool {
        let typeOfA = type(of: a)
        guard ObjectIdentifier(typeOfA) == ObjectIdentifier(type(of: b)) else { return false }
        return ValueComparer.of(typeOfA).boxed(a, b)
    }

    /// ``isEquivalent(_:_:)`` of two values of one type known where they are compared, each
    /// read where it lies: no box into `Any` and no cast back, which looked up `Optional<T>`
    /// in the runtime twice a comparison.
    static func isEquivalentInPlace<T>(_ a: T, _ b: T) -> Bool {
        let compare = ValueComparer.of(T.self).inPlace
        return withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in compare(a, b) } }
    }

    /// The rules walked through two `Mirror`s: for what the runtime cannot list the fields of
    /// (enums with payloads, types with a custom mirror).
    static func mirrorsAreEquivalent(_ a: Any, _ b: Any) -> Bool {
        let mirrorA = Mirror(reflecting: a)
        let mirrorB = Mirror(reflecting: b)
        switch mirrorA.displayStyle {
        case .struct?, .tuple?, .optional?, .collection?:
            return childrenAreEquivalent(mirrorA, mirrorB)
        case .enum?:
            if mirrorA.children.isEmpty && mirrorB.children.isEmpty { return "\(a)" == "\(b)" }
            return childrenAreEquivalent(mirrorA, mirrorB)
        default:
            return false  // closures, metatypes and anything else that cannot be compared
        }
    }

    private static func childrenAreEquivalent(_ a: Mirror, _ b: Mirror) -> Bool {
        guard a.children.count == b.children.count else { return false }
        for (childA, childB) in zip(a.children, b.children) {
            guard childA.label == childB.label, isEquivalent(childA.value, childB.value) else { return false }
        }
        return true
    }
}

extension Equatable {
    /// `==` against a value of unknown type: false unless it has this type.
    func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
