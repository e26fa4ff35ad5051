/// Two gestures recognised at once, as SwiftUI's `SimultaneousGesture`: a key goes to both.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Built in: no body.
    public typealias Body = Never

    /// The values of both gestures; nil for one not in progress.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Both gestures at once.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both see the key; the combined gesture ends when one ends and the other is not moving.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Value> {
        let one = first._recognize(input, memory: memory.part(0))
        let two = second._recognize(input, memory: memory.part(1))
        guard one.isAnswered || two.isAnswered else { return .ignored }
        var value = memory.progress as? Value ?? Value()
        if case .changed(let v) = one { value.first = v }
        if case .ended(let v) = one { value.first = v }
        if case .changed(let v) = two { value.second = v }
        if case .ended(let v) = two { value.second = v }
        switch (one, two) {
        case (.changed, _), (_, .changed):
            memory.progress = value
            return .changed(value)
        default:
            memory.progress = nil
            return .ended(value)
        }
    }

    /// The keys of both.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] {
        first._keyHelp(memory: memory.part(0)) + second._keyHelp(memory: memory.part(1))
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Two gestures, the second recognised once the first has ended, as SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Built in: no body.
    public typealias Body = Never

    /// How far the sequence has gone.
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first gesture ended; the second is in progress (nil until it begins).
        case second(First.Value, Second.Value?)
    }

    /// The first gesture.
    public var first: First
    /// The gesture recognised after the first.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Keys go to the first gesture until it ends, then to the second.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Value> {
        guard let done = memory.progress as? First.Value else {
            switch first._recognize(input, memory: memory.part(0)) {
            case .ignored: return .ignored
            case .changed(let value): return .changed(.first(value))
            case .ended(let value):
                memory.progress = value
                return input.key == nil ? .ended(.second(value, nil)) : .changed(.second(value, nil))
            }
        }
        let phase = second._recognize(input, memory: memory.part(1))
        if case .ended = phase { memory.progress = nil }
        if input.key == nil, case .ignored = phase {
            memory.progress = nil
            return .ended(.second(done, nil))
        }
        return phase.map { .second(done, $0) }
    }

    /// The keys of the gesture in progress.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] {
        memory.progress is First.Value ? second._keyHelp(memory: memory.part(1)) : first._keyHelp(memory: memory.part(0))
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Two gestures of which only one is recognised, the first given the choice, as SwiftUI's
/// `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Built in: no body.
    public typealias Body = Never

    /// Which gesture was recognised.
    public enum Value {
        /// The first gesture, with its value.
        case first(First.Value)
        /// The second gesture, with its value.
        case second(Second.Value)
    }

    /// The gesture given the choice.
    public var first: First
    /// The gesture recognised when the first is not.
    public var second: Second

    /// `first`, or else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The first gesture answers the key if it can; otherwise the second.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Value> {
        let phase = first._recognize(input, memory: memory.part(0))
        if phase.isAnswered { return phase.map { .first($0) } }
        return second._recognize(input, memory: memory.part(1)).map { .second($0) }
    }

    /// The keys of both, the first's first.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] {
        first._keyHelp(memory: memory.part(0)) + second._keyHelp(memory: memory.part(1))
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture and `other` at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once this one has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` when this one does not answer.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension SimultaneousGesture {
    /// Where either gesture lands.
    public var _locatesTaps: Bool { first._locatesTaps || second._locatesTaps }
}

extension SequenceGesture {
    /// Where either gesture lands.
    public var _locatesTaps: Bool { first._locatesTaps || second._locatesTaps }
}

extension ExclusiveGesture {
    /// Where either gesture lands.
    public var _locatesTaps: Bool { first._locatesTaps || second._locatesTaps }
}
