/// A two-way connection to a value stored somewhere else, with SwiftUI's names and semantics.
///
/// A binding owns no data: reading calls its getter, writing calls its setter. `$model.name`
/// projects a binding to one property; writes through a projection always go through the
/// base binding's setter, so a base whose getter invents a temporary value (the seed 000 shape
/// `Binding(get: { draft ?? Draft() }, set: { draft = $0 })`) is materialised by the first write.
///
/// ```swift
/// struct FormField: View {
///     let title: String
///     @Binding var text: String
///     var body: some View { TextField(title, text: $text) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// What the binding points at: the view graph treats two bindings with the same identity
    /// as the same input (as swift-navigation's `UIBinding` compares locations).
    let identity: BindingIdentity

    /// A binding that reads with `get` and writes with `set`.
    ///
    /// Copies of it are the same input to a view; a binding made again with new closures is a
    /// new input, since closures cannot be compared.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(identity: .unique(), get: get, set: set)
    }

    init(identity: BindingIdentity, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
        self.identity = identity
    }

    /// Lets `@Binding var x: T` be initialised with `$source`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The current value; assigning writes through the setter.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself, so that `$x` inside a view is a `Binding`.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value; a write reads the base, changes the property and
    /// writes the whole value back through the base setter (also for class values).
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(
            identity: .member(identity, keyPath),
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }

    /// A binding that always reads `value` and ignores writes: for previews and tests only.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// A binding that converts on the way in and out, e.g. `Decimal` ↔ `String` for a field.
    ///
    /// ```swift
    /// $draft.target.map(get: { $0 == 0 ? "" : "\($0)" }, set: { Decimal(string: $0) ?? 0 })
    /// ```
    public func map<Other>(get: @escaping (Value) -> Other, set: @escaping (Other) -> Value) -> Binding<Other> {
        Binding<Other>(get: { get(self.wrappedValue) }, set: { self.wrappedValue = set($0) })
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}
