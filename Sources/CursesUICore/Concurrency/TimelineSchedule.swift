/// When a ``TimelineView`` redraws, as SwiftUI's `TimelineSchedule`: a sequence of dates.
public protocol TimelineSchedule {
    /// The dates of the schedule.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on; the first may be at or before `startDate`.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update, as SwiftUI's `TimelineScheduleMode`; a terminal always
/// runs in `.normal`.
public enum TimelineScheduleMode: Sendable {
    /// Every entry.
    case normal
    /// Fewer entries (a device's low-power display); never used in a terminal.
    case lowFrequency
}

/// Entries every `interval` seconds from a start date, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Entries at `startDate` and every `interval` seconds after it (at least a millisecond).
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = max(interval, 0.001)
    }

    /// The entries from the last one at or before `startDate` on, without end.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let steps = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        return Entries(upcoming: self.startDate.addingTimeInterval(steps * interval), interval: interval)
    }

    /// The dates of a periodic schedule, without end.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

/// Entries at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    /// A schedule at the start of every minute.
    public init() {}

    /// The start of `startDate`'s minute, then the start of each minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        let minute = Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60)
        return PeriodicTimelineSchedule(from: minute, by: 60).entries(from: startDate, mode: mode)
    }
}

/// Entries at given dates, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// Entries at `dates`, in order.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates, as given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Entries every `interval` seconds from `startDate`.
    ///
    /// ```swift
    /// TimelineView(.periodic(from: .now, by: 1)) { context in
    ///     Text(context.date.formatted(date: .omitted, time: .standard))
    /// }
    /// ```
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Entries at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// Entries at `dates`, as SwiftUI's `.explicit(_:)`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
