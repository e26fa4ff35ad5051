/// A spring's motion, as SwiftUI's `Spring`: what a `SpringKeyframe` moves by. A terminal shows
/// the value the spring settles on, so the spring's shape is kept but never stepped through.
public struct Spring: Hashable, Sendable {
    /// The pace of the spring, about the time it takes to settle, in seconds.
    public var duration: TimeInterval
    /// How bouncy the spring is: 0 none, up to 1.
    public var bounce: Double

    /// A spring of `duration` seconds and `bounce`.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.duration = duration
        self.bounce = bounce
    }

    /// A spring that settles in about `response` seconds, damped by `dampingRatio` (1 bounces
    /// not at all).
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: 1 - dampingRatio)
    }

    /// A smooth spring without bounce.
    public static var smooth: Spring { Spring() }
    /// A spring with a little bounce.
    public static var snappy: Spring { Spring(bounce: 0.15) }
    /// A spring with more bounce.
    public static var bouncy: Spring { Spring(bounce: 0.3) }

    /// A smooth spring, tuned.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring, tuned.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring, tuned.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
