/// A member of a bound value (`$draft.name`): the base binding and a key path. A write reads
/// the base, changes the member and writes the whole value back through the base, so a base
/// whose getter invents a temporary value is materialised by the first write.
struct MemberLocation<Base, Value>: BindingLocation {
    let base: Binding<Base>
    let keyPath: WritableKeyPath<Base, Value>

    /// Outside an evaluation, the member of the base's value. During one, the state the base
    /// reads records the node as a reader of this member only: a write that leaves the member
    /// as it was (another field of the same draft) does not evaluate the node again.
    func get() -> Value {
        guard let node = Node.evaluating else { return base.wrappedValue[keyPath: keyPath] }
        let start = StateReaders.beginMemberRead()
        let value = base.wrappedValue[keyPath: keyPath]
        StateReaders.endMemberRead(from: start, node: node) {
            { [base, keyPath] in ValueEquality.isEqual(base.wrappedValue[keyPath: keyPath], value) }
        }
        return value
    }

    func set(_ newValue: Value) {
        var value = base.wrappedValue
        value[keyPath: keyPath] = newValue
        base.wrappedValue = value
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.keyPath == rhs.keyPath && lhs.base.hasSameLocation(as: rhs.base) }
}
