/// Value storage owned by a view and kept by the view graph across re-renders.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View { Button("Count \(count)") { count += 1 } }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let location: StateLocation<Value>

    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        location = StateLocation(wrappedValue)
    }

    /// State starting at `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        Binding(location: StoredLocation(box: location.box))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at `wrappedValue`.
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphLinkedProperty {
    func link(to node: Node, key: String) { location.link(to: node, key: key) }
}
