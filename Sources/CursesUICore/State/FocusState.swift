/// Which field has keyboard focus, as a value the view can read and set.
///
/// Pair it with `focused(_:equals:)`; setting the value moves the focus, and moving the
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

    // These two sit in the type itself, not in an extension: only then does Swift count
    // `@FocusState private var focused: Bool` as initialised, so the view keeps its own `init()`.

    /// Focus state for a single field, starting unfocused.
    public init() where Value == Bool { self.init(wrappedValue: false) }

    /// Focus state over several fields, starting with none focused.
    public init<Wrapped>() where Value == Wrapped? { self.init(wrappedValue: nil) }

    /// The current value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The focus state as `$name` gives it, to pass to `.focused(_:)` or to a child view.
    public var projectedValue: Binding { Binding(state.projectedValue) }
}

extension FocusState: GraphLinkedProperty {
    func link(to node: Node, key: String) { state.link(to: node, key: key) }
}
