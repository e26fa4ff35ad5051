/// The location of a `@State` (or `@FocusState`) value: its box, compared by identity.
struct StoredLocation<Value>: BindingLocation {
    let box: StateBox<Value>

    func get() -> Value { box.value }
    func set(_ newValue: Value) { box.value = newValue }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box }
}
