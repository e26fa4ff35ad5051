import Dispatch

extension DispatchQueue: Scheduler {
    /// A point in time on a dispatch queue, as Combine's `DispatchQueue.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The dispatch time it stands for.
        public var dispatchTime: DispatchTime

        /// The time `time` stands for.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// The span from this time to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(nanoseconds: Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds))
        }

        /// This time moved on by `n`.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, Int(dispatchTime.uptimeNanoseconds) + n.magnitude))))
        }

        /// Whether the two are the same time.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.dispatchTime == rhs.dispatchTime }

        /// Hashes the time.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// A span of time in nanoseconds, as Combine's `DispatchQueue.SchedulerTimeType.Stride`.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable,
            Sendable
        {
            /// The span in nanoseconds.
            public var magnitude: Int

            /// A span of `nanoseconds`.
            init(nanoseconds: Int) { magnitude = nanoseconds }

            /// A span of `value` seconds.
            public init(floatLiteral value: Double) { magnitude = Int((value * 1_000_000_000).rounded()) }
            /// A span of `value` seconds.
            public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
            /// A span of `source` nanoseconds, when it fits.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let nanoseconds = Int(exactly: source) else { return nil }
                magnitude = nanoseconds
            }

            /// Whole seconds.
            public static func seconds(_ s: Int) -> Self { Self(nanoseconds: s * 1_000_000_000) }
            /// Seconds and fractions of one.
            public static func seconds(_ s: Double) -> Self { Self(floatLiteral: s) }
            /// Milliseconds.
            public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms * 1_000_000) }
            /// Microseconds.
            public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us * 1_000) }
            /// Nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }

            /// The shorter first.
            public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The sum of two spans.
            public static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude + rhs.magnitude) }
            /// The difference of two spans.
            public static func - (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude - rhs.magnitude) }
            /// A span scaled.
            public static func * (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude * rhs.magnitude) }
            /// Adds a span.
            public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
            /// Takes a span away.
            public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
            /// Scales a span.
            public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
        }
    }

    /// Options for scheduling on a queue, as Combine's `DispatchQueue.SchedulerOptions`: none
    /// are read.
    public struct SchedulerOptions: Sendable {}

    /// The time now.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// Runs `action` on the queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action  // run on this queue only, as Combine's is
        async { action() }
    }

    /// Runs `action` on the queue at `date`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        nonisolated(unsafe) let action = action
        asyncAfter(deadline: date.dispatchTime) { action() }
    }
}
