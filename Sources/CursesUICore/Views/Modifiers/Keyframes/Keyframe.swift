/// Keyframes on one value, as SwiftUI's `KeyframeTrackContent`: the keyframes of a
/// `KeyframeTrack`, in order. A terminal has no frames to move through, so what counts is the
/// value they end on.
public protocol KeyframeTrackContent<Value> {
    /// The type of the value the keyframes move.
    associatedtype Value

    /// The value the keyframes end on, played from `value`. Not SwiftUI's.
    func _endValue(from value: Value) -> Value
}

/// A keyframe reached at an even pace (or along `timingCurve`), as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    let to: Value

    /// A keyframe reaching `to` over `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) { self.to = to }

    /// `to`. Not SwiftUI's.
    public func _endValue(from value: Value) -> Value { to }
}

/// A keyframe reached by a spring, as SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    let to: Value

    /// A keyframe reaching `to` by `spring`, over `duration` seconds or the spring's own time.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
    }

    /// `to`. Not SwiftUI's.
    public func _endValue(from value: Value) -> Value { to }
}

/// A keyframe reached along a cubic curve, as SwiftUI's `CubicKeyframe`.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    let to: Value

    /// A keyframe reaching `to` over `duration` seconds, starting and ending at the velocities
    /// given (or smooth ones).
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) { self.to = to }

    /// `to`. Not SwiftUI's.
    public func _endValue(from value: Value) -> Value { to }
}

/// A keyframe the value jumps to at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    let to: Value

    /// A keyframe at `to`, reached without motion.
    public init(_ to: Value) { self.to = to }

    /// `to`. Not SwiftUI's.
    public func _endValue(from value: Value) -> Value { to }
}

/// Keyframes one after another: where the first ends, the second begins. Not SwiftUI's.
public struct _KeyframeSequence<Value, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
where First.Value == Value, Second.Value == Value {
    let first: First
    let second: Second

    /// Where the second ends, from where the first ended. Not SwiftUI's.
    public func _endValue(from value: Value) -> Value { second._endValue(from: first._endValue(from: value)) }
}

/// No keyframes, or a list of them: the value stays, or ends where the last ends. Not SwiftUI's.
public struct _KeyframeList<Value>: KeyframeTrackContent {
    let ends: [(Value) -> Value]

    /// The value after each keyframe in turn. Not SwiftUI's.
    public func _endValue(from value: Value) -> Value { ends.reduce(value) { $1($0) } }
}
