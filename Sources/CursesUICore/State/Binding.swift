/// A two-way connection to a value stored somewhere else, with SwiftUI's names and semantics.
///
/// A binding owns no data: reading calls its getter, writing calls its setter. `$model.name`
/// projects a binding to one property; writes through a projection always go through the
/// base binding's setter, so a base whose getter invents a temporary value
/// (`Binding(get: { draft ?? Draft() }, set: { draft = $0 })`, <doc:TheBindingLesson>) is
/// materialised by the first write.
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
    /// Where the binding reads and writes; two bindings built the same way from the same
    /// places have equal locations, and the view graph treats them as the same input.
    let location: any BindingLocation<Value>

    /// A binding that reads with `get` and writes with `set`.
    ///
    /// Copies of it are the same input to a view; a binding made again with new closures is a
    /// new input, since closures cannot be compared.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        location = ClosureLocation(get: get, set: set)
    }

    init(location: some BindingLocation<Value>) {
        self.location = location
    }

    /// Lets `@Binding var x: T` be initialised with `$source`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The current value; assigning writes through the setter.
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue) }
    }

    /// The binding itself, so that `$x` inside a view is a `Binding`.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value; a write reads the base, changes the property and
    /// writes the whole value back through the base setter (also for class values).
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(location: MemberLocation(base: self, keyPath: keyPath))
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
    ///
    /// The place in the source where `map` is called stands for the conversion: mapped again
    /// there from the same base, it is the same binding, and a view holding it is not evaluated
    /// again for it. So `get` and `set` must depend only on their argument; a conversion that
    /// uses other changing values belongs in a `Binding(get:set:)`.
    public func map<Other>(
        get: @escaping (Value) -> Other, set: @escaping (Other) -> Value,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Binding<Other> {
        Binding<Other>(
            location: MappedLocation(
                base: self, site: SourceSite(fileID: fileID, line: line, column: column), read: get, write: set))
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}
