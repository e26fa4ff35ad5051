/// A property of an ``ObservableObject`` (`$model.name` through `@ObservedObject`,
/// `@StateObject` or `@EnvironmentObject`): the object, compared by identity, and the key
/// path. A view reading it while it is evaluated follows the object's changes, as the view
/// holding the object does.
struct ObservableObjectPropertyLocation<Object: ObservableObject, Value>: BindingLocation {
    let object: Object
    let keyPath: ReferenceWritableKeyPath<Object, Value>

    func get() -> Value {
        if let node = Node.evaluating {
            // Only a view being evaluated, on the main actor, records itself.
            nonisolated(unsafe) let object = object
            MainActor.assumeIsolated { object.recordHolder(node, key: "binding") }
        }
        return object[keyPath: keyPath]
    }

    func set(_ newValue: Value) { object[keyPath: keyPath] = newValue }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object && lhs.keyPath == rhs.keyPath }
}
