/// A gesture that runs an action as its value changes: what `onChanged(_:)` makes.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// Built in: no body.
    public typealias Body = Never
    /// The value of the gesture it wraps.
    public typealias Value = Content.Value

    let content: Content
    let action: @MainActor (Content.Value) -> Void

    /// Runs the action on each change of the wrapped gesture.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Value> {
        let phase = content._recognize(input, memory: memory)
        if case .changed(let value) = phase { action(value) }
        return phase
    }

    /// The keys of the wrapped gesture.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] { content._keyHelp(memory: memory) }

    /// Where the wrapped gesture lands.
    public var _locatesTaps: Bool { content._locatesTaps }
}

/// A gesture that runs an action when it ends: what `onEnded(_:)` makes.
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// Built in: no body.
    public typealias Body = Never
    /// The value of the gesture it wraps.
    public typealias Value = Content.Value

    let content: Content
    let action: @MainActor (Content.Value) -> Void

    /// Runs the action when the wrapped gesture ends.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Value> {
        let phase = content._recognize(input, memory: memory)
        if case .ended(let value) = phase { action(value) }
        return phase
    }

    /// The keys of the wrapped gesture.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] { content._keyHelp(memory: memory) }

    /// Where the wrapped gesture lands.
    public var _locatesTaps: Bool { content._locatesTaps }
}

/// A gesture whose value is another's, transformed: what `map(_:)` makes.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// Built in: no body.
    public typealias Body = Never
    let content: Content
    let transform: @MainActor (Content.Value) -> Value

    /// The wrapped gesture's phases, with their values transformed.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Value> {
        content._recognize(input, memory: memory).map(transform)
    }

    /// The keys of the wrapped gesture.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] { content._keyHelp(memory: memory) }

    /// Where the wrapped gesture lands.
    public var _locatesTaps: Bool { content._locatesTaps }
}

/// A gesture that writes a ``GestureState`` while it is in progress, which goes back to its
/// first value when the gesture ends: what `updating(_:body:)` makes, as in SwiftUI.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// Built in: no body.
    public typealias Body = Never
    /// The value of the gesture it wraps.
    public typealias Value = Base.Value

    let base: Base
    let state: GestureState<State>
    let update: @MainActor (Base.Value, inout State, inout Transaction) -> Void

    /// Lets `body` update `state` from `base`'s value.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping @MainActor (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        update = body
    }

    /// Updates the state on each change; resets it when the gesture ends.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Value> {
        let phase = base._recognize(input, memory: memory)
        switch phase {
        case .changed(let value):
            var updated = state.wrappedValue
            var transaction = Transaction()
            update(value, &updated, &transaction)
            state.set(updated)
        case .ended: state.reset()
        case .ignored: break
        }
        return phase
    }

    /// The keys of the wrapped gesture.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] { base._keyHelp(memory: memory) }

    /// Where the wrapped gesture lands.
    public var _locatesTaps: Bool { base._locatesTaps }
}

extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Runs `action` when the gesture ends, with its last value.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// The gesture with its value transformed by `body`.
    public func map<T>(_ body: @escaping @MainActor (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates `state` from the gesture's value while it is in progress; the state returns to
    /// its first value when the gesture ends.
    ///
    /// ```swift
    /// @GestureState private var dragOffset = CGSize.zero
    /// DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }
    /// ```
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
