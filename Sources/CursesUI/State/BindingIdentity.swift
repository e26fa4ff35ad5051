/// What a ``Binding`` points at, so that the view graph can tell that a child view received
/// the same binding again and need not be evaluated.
///
/// Storage (a `@State` box, an `@AppStorage` slot, an observable object) is compared by
/// object identity; a projection (`$draft.name`) by its base and key path; a hand-made
/// `Binding(get:set:)` only equals its own copies.
indirect enum BindingIdentity: Equatable {
    case location(AnyObject)
    case member(BindingIdentity, AnyKeyPath)
    case derived(BindingIdentity, Any)

    /// An identity equal only to itself and its copies.
    static func unique() -> BindingIdentity { .location(UniqueBindingToken()) }

    static func == (lhs: BindingIdentity, rhs: BindingIdentity) -> Bool {
        switch (lhs, rhs) {
        case (.location(let a), .location(let b)): a === b
        case (.member(let a, let pathA), .member(let b, let pathB)): pathA == pathB && a == b
        case (.derived(let a, let valueA), .derived(let b, let valueB)):
            ValueEquality.isEquivalent(valueA, valueB) && a == b
        default: false
        }
    }
}

/// The identity of one hand-made binding.
private final class UniqueBindingToken {}

/// A binding of any value type, seen through its identity.
protocol IdentifiedBinding {
    var identity: BindingIdentity { get }
}

extension Binding: IdentifiedBinding {}
