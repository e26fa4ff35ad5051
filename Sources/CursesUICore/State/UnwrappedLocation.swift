/// The value inside a bound optional (`Binding($draft)`): the base binding, and the last
/// value read, so the binding can still answer after the base became nil.
struct UnwrappedLocation<Value>: BindingLocation {
    let base: Binding<Value?>
    let lastSeen: LastValue<Value>

    func get() -> Value {
        if let value = base.wrappedValue { lastSeen.value = value }
        return lastSeen.value
    }

    func set(_ newValue: Value) {
        lastSeen.value = newValue
        base.wrappedValue = newValue
    }

    /// The last value seen is a cache, not a place: two unwrappings of one base are the same.
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.base.hasSameLocation(as: rhs.base) }
}

/// The last value an unwrapped binding read.
final class LastValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
