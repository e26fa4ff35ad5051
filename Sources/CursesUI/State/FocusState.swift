/// Which field has keyboard focus, as a value the view can read and set.
///
/// Pair it with ``View/focused(_:equals:)``; setting the value moves the focus, and moving the
/// focus with Tab writes the value.
///
/// ```swift
/// enum Field { case name, amount }
/// @FocusState private var focus: Field?
/// TextField("Name", text: $name).focused($focus, equals: .name)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    /// Focus state starting at `wrappedValue`.
    public init(wrappedValue: Value) { state = State(wrappedValue: wrappedValue) }

    /// The current value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value, for `$name`.
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension FocusState where Value == Bool {
    /// Focus state starting at `wrappedValue`.
    public init() { self.init(wrappedValue: false) }
}

extension FocusState {
    /// Focus state starting at `wrappedValue`.
    public init<Wrapped>() where Value == Wrapped? { self.init(wrappedValue: nil) }
}

extension FocusState: GraphLinkedProperty {
    func link(to node: Node, key: String) { state.link(to: node, key: key) }
}
