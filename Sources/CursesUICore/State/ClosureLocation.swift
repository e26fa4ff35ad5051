/// The location of a `Binding(get:set:)`: closures cannot be compared, so it equals only
/// itself (and so a binding only its own copies), as SwiftUI must assume of them.
final class ClosureLocation<Value>: BindingLocation {
    private let read: () -> Value
    private let write: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    func get() -> Value { read() }
    func set(_ newValue: Value) { write(newValue) }

    static func == (lhs: ClosureLocation, rhs: ClosureLocation) -> Bool { lhs === rhs }
}
