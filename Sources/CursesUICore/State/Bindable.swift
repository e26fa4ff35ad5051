import Observation

/// Projects bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`.
///
/// ```swift
/// @Bindable var model: FormModel
/// TextField("Name", text: $model.name)
/// ```
///
/// As in SwiftUI, the type itself asks nothing of its value; only its initialisers and its
/// bindings need an observable object. A view's `@Bindable` field is then found without the
/// runtime checking, the first time, that the object is `Observable`: a scan of every
/// conformance record of the binary.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The current value.
    public var wrappedValue: Value

    /// Projects bindings to the properties of the object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// Projects bindings to the properties of `object`.
    public init(_ object: Value) where Value: AnyObject & Observable { self.init(wrappedValue: object) }

    /// A binding to the value, for `$name`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding that reads and writes one property of the object.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member>
    where Value: AnyObject & Observable {
        Binding(location: ObjectPropertyLocation(object: wrappedValue, keyPath: keyPath))
    }
}
