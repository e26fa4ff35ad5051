/// Builds a `KeyframeTrack`'s keyframes from a closure, as SwiftUI's
/// `KeyframeTrackContentBuilder`: keyframes one after another, `if`/`else` and `for` loops.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value> {
    /// A keyframe as written.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }

    /// No keyframes: the value stays where it is.
    public static func buildBlock() -> _KeyframeList<Value> { _KeyframeList(ends: []) }

    /// The first keyframes.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    /// Keyframes after those before them.
    public static func buildPartialBlock<Accumulated: KeyframeTrackContent, Next: KeyframeTrackContent>(
        accumulated: Accumulated, next: Next
    ) -> _KeyframeSequence<Value, Accumulated, Next> {
        _KeyframeSequence(first: accumulated, second: next)
    }

    /// The keyframes of a `for` loop, one after another.
    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> _KeyframeList<Value> where K.Value == Value {
        _KeyframeList(ends: components.map { component in { component._endValue(from: $0) } })
    }

    /// The keyframes of an `if` branch.
    public static func buildEither<First, Second>(first: First) -> Conditional<Value, First, Second> { .first(first) }

    /// The keyframes of an `else` branch.
    public static func buildEither<First, Second>(second: Second) -> Conditional<Value, First, Second> { .second(second) }

    /// The keyframes of one of two branches, as SwiftUI's
    /// `KeyframeTrackContentBuilder.Conditional`.
    public enum Conditional<ConditionalValue, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        /// The `if` branch's keyframes.
        case first(First)
        /// The `else` branch's keyframes.
        case second(Second)

        /// Where the branch taken ends. Not SwiftUI's.
        public func _endValue(from value: ConditionalValue) -> ConditionalValue {
            switch self {
            case .first(let content): content._endValue(from: value)
            case .second(let content): content._endValue(from: value)
            }
        }
    }
}

/// Keyframes moving one property of a value, as SwiftUI's `KeyframeTrack`: the property at
/// `keyPath`, or the whole value with `KeyframeTrack { }`.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     SpringKeyframe(1.2, duration: 0.2)
///     LinearKeyframe(1.0, duration: 0.3)
/// }
/// ```
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent> where Value == Content.Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// Keyframes for the property of the root value at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \.self
        self.content = content()
    }

    /// `root` with the property ended where the keyframes end.
    func endValue(from root: Root) -> Root {
        var result = root
        result[keyPath: keyPath] = content._endValue(from: root[keyPath: keyPath])
        return result
    }
}
