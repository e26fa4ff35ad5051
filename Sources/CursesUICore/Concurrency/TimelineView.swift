/// A view that redraws on a schedule, as SwiftUI's `TimelineView`: its content is built for
/// each date of the schedule, at that date, also while the program waits for a key.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date.formatted(date: .omitted, time: .standard))
/// }
/// ```
///
/// Between entries the program sleeps; a schedule whose dates are all past shows the last one.
/// A schedule that is `Hashable` (the built-in ones) starts over when it changes, so a
/// `.animation(paused:)` schedule runs again when it is no longer paused.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// What the content is built for, as SwiftUI's `TimelineView.Context`.
    public struct Context {
        /// How often the view is redrawn, as SwiftUI's `Cadence`.
        public enum Cadence: Comparable, Sendable {
            /// Continuously (a terminal redraws at each entry).
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The date of the entry being drawn.
        public let date: Date
        /// How often the view is redrawn.
        public let cadence: Cadence
    }
}

/// The context of every ``TimelineView``'s content, as SwiftUI's `TimelineViewDefaultContext`.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// Builds `content` for each date of `schedule`, when it comes.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the current entry, and the task that waits for the next.
    public var body: some View {
        TimelineEntries(schedule: schedule, content: content)
    }
}

/// The entry a ``TimelineView`` shows, kept in state and moved on by a task that sleeps until
/// the next date.
struct TimelineEntries<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @State private var entry: Date?

    var body: some View {
        let date = entry ?? Self.entry(of: schedule, at: .now).current ?? .now
        content(TimelineViewDefaultContext(date: date, cadence: .live))
            .task(id: (schedule as? any Hashable).map { AnyHashable($0) }) {
                while !Task.isCancelled {
                    let (current, next) = Self.entry(of: schedule, at: .now)
                    // A schedule that has ended (a paused animation) keeps the date it showed.
                    if entry == nil { entry = current }
                    guard let next else { return }
                    let wait = next.timeIntervalSinceNow
                    if wait > 0 {
                        do { try await Task.sleep(for: .milliseconds(Int64((wait * 1000).rounded(.up)))) } catch { return }
                    }
                    entry = next
                }
            }
    }

    /// The last entry at or before `now`, and the first after it.
    static func entry(of schedule: Schedule, at now: Date) -> (current: Date?, next: Date?) {
        var current: Date?
        for date in schedule.entries(from: now, mode: .normal) {
            if date > now { return (current, date) }
            current = date
        }
        return (current, nil)
    }
}
