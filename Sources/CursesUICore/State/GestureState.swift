/// State that a gesture writes while it is in progress and that goes back to its first value
/// when the gesture ends, as SwiftUI's `GestureState`. Write it with `updating(_:body:)`.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
///
/// Circle()
///     .offset(dragOffset)
///     .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let state: State<Value>
    private let initialValue: Value
    private let resetAction: ((Value, inout Transaction) -> Void)?

    /// Gesture state starting, and reset to, `wrappedValue`.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetAction: nil) }

    /// Gesture state starting, and reset to, `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Gesture state whose reset would be animated by `resetTransaction`; a terminal shows the
    /// reset at once.
    public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }

    /// Gesture state whose reset would be animated by `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: initialValue) }

    /// Gesture state that calls `reset` with the value it had when the gesture ended.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: wrappedValue, resetAction: reset)
    }

    /// Gesture state that calls `reset` with the value it had when the gesture ended.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, resetAction: reset)
    }

    private init(wrappedValue: Value, resetAction: ((Value, inout Transaction) -> Void)?) {
        state = State(wrappedValue: wrappedValue)
        initialValue = wrappedValue
        self.resetAction = resetAction
    }

    /// The current value: the gesture's while it is in progress, the first value otherwise.
    public var wrappedValue: Value { state.wrappedValue }

    /// The state itself, for `updating($state)`.
    public var projectedValue: GestureState<Value> { self }

    /// Writes the value while the gesture is in progress.
    func set(_ value: Value) { state.wrappedValue = value }

    /// Goes back to the first value, as the gesture ends.
    func reset() {
        var transaction = Transaction()
        resetAction?(state.wrappedValue, &transaction)
        state.wrappedValue = initialValue
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Gesture state starting, and reset to, nil.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}

extension GestureState: GraphLinkedProperty {
    func link(to node: Node, key: String) { state.link(to: node, key: key) }
}
