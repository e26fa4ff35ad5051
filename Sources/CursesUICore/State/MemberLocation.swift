/// A member of a bound value (`$draft.name`): the base binding and a key path. A write reads
/// the base, changes the member and writes the whole value back through the base, so a base
/// whose getter invents a temporary value is materialised by the first write.
struct MemberLocation<Base, Value>: BindingLocation {
    let base: Binding<Base>
    let keyPath: WritableKeyPath<Base, Value>

    func get() -> Value { base.wrappedValue[keyPath: keyPath] }

    func set(_ newValue: Value) {
        var value = base.wrappedValue
        value[keyPath: keyPath] = newValue
        base.wrappedValue = value
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.keyPath == rhs.keyPath && lhs.base.hasSameLocation(as: rhs.base) }
}
