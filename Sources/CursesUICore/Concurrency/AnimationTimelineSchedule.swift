/// Entries as often as an animation would redraw, unless paused, as SwiftUI's
/// `AnimationTimelineSchedule`: a ``TimelineView`` on it redraws its content at each, and stops
/// at the last while paused.
///
/// ```swift
/// TimelineView(.animation(minimumInterval: 0.2, paused: !isRunning)) { timeline in
///     Board(cells: cells).onChange(of: timeline.date) { _, _ in step() }
/// }
/// ```
public struct AnimationTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    /// The interval a terminal redraws an animation at when none is given: 30 times a second.
    static let terminalFrameInterval: TimeInterval = 1.0 / 30

    /// The least time between entries; nil lets the terminal choose (a thirtieth of a second).
    public var minimumInterval: Double?
    /// True when the schedule gives no entries after its start.
    public var paused: Bool

    /// A schedule of entries at least `minimumInterval` seconds apart, or none while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// `startDate`, then, unless paused, an entry every interval after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let interval = max(minimumInterval ?? Self.terminalFrameInterval, 0.001)
        return Entries(upcoming: startDate, interval: interval, isPaused: paused)
    }

    /// The dates of an animation schedule: without end, or only the first while paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        let isPaused: Bool

        /// The next date; nil after the first while paused.
        public mutating func next() -> Date? {
            defer { upcoming = isPaused ? nil : upcoming?.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Entries as often as the terminal redraws an animation (30 a second).
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Entries at least `minimumInterval` seconds apart (nil: 30 a second), none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
