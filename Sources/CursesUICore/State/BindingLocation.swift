/// Where a ``Binding`` reads and writes, made of the places it was built from: a `@State`
/// box, an observable object, a key path, an element's position, a transform.
///
/// Two locations are equal when they were built the same way from the same places, so the
/// view graph can tell that a child received the same binding again and need not evaluate
/// it (as swift-navigation's `UIBinding` compares locations). Equality must never read the
/// value: it runs while a parent is evaluated, and a read would subscribe the parent. A graph
/// that finds a binding unchanged keeps the one it already has, so equal locations must read
/// and write alike.
protocol BindingLocation<Value>: Equatable {
    associatedtype Value
    /// The value, read now.
    func get() -> Value
    /// Writes `newValue` to the places this location was built from.
    func set(_ newValue: Value)
}

/// A binding of any value type, compared by its location.
protocol LocatedBinding: ComparedByRule {
    /// Whether `other` is a binding to the same location.
    func hasSameLocation(asAny other: Any) -> Bool
}

extension Binding: LocatedBinding {
    /// Whether `other` reads and writes the same places as this binding.
    func hasSameLocation(as other: Binding<Value>) -> Bool { location.isEqual(toAny: other.location) }

    func hasSameLocation(asAny other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return hasSameLocation(as: other)
    }
}
