import Observation

/// Projects bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`.
///
/// ```swift
/// @Bindable var model: FormModel
/// TextField("Name", text: $model.name)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Object: AnyObject & Observable> {
    /// The current value.
    public var wrappedValue: Object

    /// Projects bindings to the properties of the object.
    public init(wrappedValue: Object) { self.wrappedValue = wrappedValue }

    /// Projects bindings to the properties of `object`.
    public init(_ object: Object) { self.init(wrappedValue: object) }

    /// A binding to the value, for `$name`.
    public var projectedValue: Bindable<Object> { self }

    /// A binding that reads and writes one property of the object.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Member>) -> Binding<Member> {
        Binding(location: ObjectPropertyLocation(object: wrappedValue, keyPath: keyPath))
    }
}
