/// An ``ObservableObject`` a view is handed and follows, as SwiftUI's `@ObservedObject`: the
/// view is evaluated again whenever the object's `objectWillChange` sends. The view does not
/// own the object; whoever made it (a `@StateObject` above) keeps it.
///
/// ```swift
/// struct AddView: View {
///     @ObservedObject var expenses: Expenses
///     var body: some View { Text("\(expenses.items.count) items") }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Follows `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Follows `initialValue`.
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    /// Bindings to the object's properties, for `$model.property`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject {
    /// Makes bindings to the properties of an observed object, as SwiftUI's
    /// `ObservedObject.Wrapper`: `$model.name` is a `Binding<String>`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding that reads and writes `keyPath` of the object; a control reading it is
        /// drawn again when the object changes.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(location: ObservableObjectPropertyLocation(object: object, keyPath: keyPath))
        }
    }
}

extension ObservedObject: GraphLinkedProperty, ComparedAsInput {
    func link(to node: Node, key: String) { wrappedValue.recordHolder(node, key: key) }
}
