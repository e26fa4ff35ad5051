/// Where and when a publisher's operators deliver values, as Combine's `Scheduler`:
/// `DispatchQueue.main` and (under `import CursesUI`) `RunLoop.main`, handed to
/// `receive(on:)` and `debounce(for:scheduler:)`.
public protocol Scheduler {
    /// How the scheduler tells time; its `Stride` is written `.milliseconds(300)`, `.seconds(1)`.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options for scheduling; none of the schedulers here has any.
    associatedtype SchedulerOptions

    /// The time now, as the scheduler tells it.
    var now: SchedulerTimeType { get }

    /// Runs `action` as soon as the scheduler can.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

    /// Runs `action` at `date` or soon after, within `tolerance`.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)
}

/// A length of time written in seconds and their fractions, as Combine's
/// `SchedulerTimeIntervalConvertible`.
public protocol SchedulerTimeIntervalConvertible {
    /// Whole seconds.
    static func seconds(_ s: Int) -> Self
    /// Seconds and fractions of one.
    static func seconds(_ s: Double) -> Self
    /// Milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// Microseconds.
    static func microseconds(_ us: Int) -> Self
    /// Nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

extension Scheduler {
    /// Runs `action` as soon as the scheduler can.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

    /// Runs `action` at `date` or soon after.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: .nanoseconds(0), options: nil, action)
    }
}
