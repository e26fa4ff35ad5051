/// A property of an object (`$model.name` through `@Bindable`): the object, compared by
/// identity, and the key path.
struct ObjectPropertyLocation<Object: AnyObject, Value>: BindingLocation {
    let object: Object
    let keyPath: ReferenceWritableKeyPath<Object, Value>

    func get() -> Value { object[keyPath: keyPath] }
    func set(_ newValue: Value) { object[keyPath: keyPath] = newValue }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object && lhs.keyPath == rhs.keyPath }
}
