/// Changes to a value over time, as SwiftUI's `Keyframes`: what a `keyframeAnimator`'s
/// `keyframes` closure builds, from `KeyframeTrack`s or keyframes on the whole value. A
/// terminal shows where they end.
public protocol Keyframes<Value> {
    /// The type of the value changed.
    associatedtype Value

    /// The value once the keyframes have played from `value`. Not SwiftUI's.
    func _endValue(from value: Value) -> Value
}

/// The tracks and keyframes a `KeyframesBuilder` gathers. Not SwiftUI's.
public struct _KeyframeTracks<Value>: Keyframes {
    let ends: [(Value) -> Value]

    /// The value after each track in turn: tracks move different properties, so their order
    /// does not matter; keyframes on the whole value follow one another. Not SwiftUI's.
    public func _endValue(from value: Value) -> Value { ends.reduce(value) { $1($0) } }
}

/// Builds a `keyframeAnimator`'s keyframes from a closure, as SwiftUI's `KeyframesBuilder`:
/// `KeyframeTrack`s for the value's properties, or keyframes for the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A track for one property of the value.
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>) -> _KeyframeTracks<Value> {
        _KeyframeTracks(ends: [track.endValue(from:)])
    }

    /// A keyframe for the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(ends: [keyframe._endValue(from:)])
    }

    /// No keyframes: the value stays where it is.
    public static func buildBlock() -> _KeyframeTracks<Value> { _KeyframeTracks(ends: []) }

    /// The first tracks.
    public static func buildPartialBlock(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }

    /// Tracks beside those before them.
    public static func buildPartialBlock(accumulated: _KeyframeTracks<Value>, next: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> {
        _KeyframeTracks(ends: accumulated.ends + next.ends)
    }

    /// The tracks of a `for` loop.
    public static func buildArray(_ components: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
        _KeyframeTracks(ends: components.flatMap(\.ends))
    }

    /// The tracks of an `if` branch.
    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }

    /// The tracks of an `else` branch.
    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }

    /// The tracks of an `if` without `else`, none when it is false.
    public static func buildOptional(_ component: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
        component ?? _KeyframeTracks(ends: [])
    }
}
