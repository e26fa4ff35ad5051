import CursesUICore
import Dispatch
import Foundation

extension RunLoop: CursesUICore.Scheduler {
    /// A point in time on a run loop, as Foundation's `RunLoop.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The date it stands for.
        public var date: Date

        /// The time `date` stands for.
        public init(_ date: Date) { self.date = date }

        /// The span from this time to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        /// This time moved on by `n`.
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }

        /// A span of time in seconds, as Foundation's `RunLoop.SchedulerTimeType.Stride`.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable,
            Sendable
        {
            /// The span in seconds.
            public var magnitude: TimeInterval

            /// A span of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            /// A span of `value` seconds.
            public init(floatLiteral value: Double) { magnitude = value }
            /// A span of `value` seconds.
            public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
            /// A span of `source` seconds, when it fits.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = TimeInterval(exactly: source) else { return nil }
                magnitude = seconds
            }

            /// The span in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// Whole seconds.
            public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
            /// Seconds and fractions of one.
            public static func seconds(_ s: Double) -> Self { Self(s) }
            /// Milliseconds.
            public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1_000) }
            /// Microseconds.
            public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1_000_000) }
            /// Nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1_000_000_000) }

            /// The shorter first.
            public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The sum of two spans.
            public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
            /// The difference of two spans.
            public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
            /// A span scaled.
            public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
            /// Adds a span.
            public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
            /// Takes a span away.
            public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
            /// Scales a span.
            public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
        }
    }

    /// The time now.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// Runs `action` on the run loop. The main run loop's actions come through the main queue,
    /// which the app loop serves while it waits for keys.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action  // run on this run loop only
        if self === RunLoop.main { return DispatchQueue.main.async { action() } }
        perform { action() }
    }

    /// Runs `action` on the run loop at `date`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        nonisolated(unsafe) let action = action
        if self === RunLoop.main {
            let nanoseconds = Int((max(0, date.date.timeIntervalSinceNow) * 1_000_000_000).rounded())
            return DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { action() }
        }
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
    }
}
