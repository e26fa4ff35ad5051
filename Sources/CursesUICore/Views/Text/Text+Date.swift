extension Text {
    /// How a date is shown, as SwiftUI's `Text.DateStyle`. `.relative`, `.offset` and `.timer`
    /// count with the clock: the text is drawn again at each new second while it is on screen.
    ///
    /// The forms are English (United States), as SwiftUI shows them in that locale, except
    /// that `.time` follows the environment's locale: `11:23 PM` in `en_US`, `23:23` in `de_DE`
    /// or `en_GB` (as Foundation formats it in a program run by `App.main()`, as its date
    /// pickers do; by the locale's hour cycle elsewhere).
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time of day: "11:23 PM", or "23:23" where the locale's clock has 24 hours.
        public static let time = DateStyle(kind: .time)
        /// The time from now to the date, or since it: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The time from now to the date, signed: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// A running clock since or until the date: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)

        var isLive: Bool { kind != .date && kind != .time }

        /// True when the text depends on where it is drawn (the locale's clock), so it is
        /// worked out then rather than when the ``Text`` is made.
        var dependsOnEnvironment: Bool { kind != .date }

        /// `date` in this style; `.time` as `writer` writes a date picker's time where there is one
        /// (Foundation's format for `locale`, so a text and a picker show one clock).
        func format(
            _ date: Date, now: Date, calendar: Calendar = .current, locale: Locale = .current, writer: DateFieldWriter? = nil
        ) -> String {
            switch kind {
            case .date: TimeText.date(date, calendar: calendar)
            case .time:
                writer.map { $0.write(date, .hourAndMinute, locale, calendar).map(\.text).joined() }
                    ?? TimeText.time(date, calendar: calendar, twelveHours: TimeText.usesTwelveHours(locale))
            case .relative: TimeText.relative(date.timeIntervalSince(now))
            case .offset: TimeText.offset(date.timeIntervalSince(now))
            case .timer: TimeText.clock(abs(date.timeIntervalSince(now)), showsHours: true)
            }
        }
    }

    /// Shows `date` in `style`, as SwiftUI's `Text(_:style:)`.
    ///
    /// ```swift
    /// Text(deadline, style: .relative)   // "2 hours, 23 minutes", counting down
    /// Text(lastUpdated, style: .time)    // "11:23 PM"
    /// ```
    nonisolated public init(_ date: Date, style: DateStyle) {
        if style.dependsOnEnvironment {
            self.init(storage: .runs([TextRun(content: .date(date, style), attributes: .none)]))
        } else {
            self.init(verbatim: style.format(date, now: date))
        }
    }

    /// Shows a span of dates, as SwiftUI's `Text(_:)` for a `ClosedRange<Date>`: "10:00 AM – 11:30 AM"
    /// within one day, "June 3, 2019 – June 5, 2019" across days.
    nonisolated public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: TimeText.range(dates))
    }

    /// Shows a `DateInterval`, as ``init(_:)-(ClosedRange<Date>)`` shows its start and end.
    nonisolated public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// A clock counting across `timerInterval`, as SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`:
    /// down to its end ("4:59", "4:58"…) or up from its start; stopped at `pauseTime` when given.
    nonisolated public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        if let pauseTime {
            self.init(verbatim: TimeText.timer(timerInterval, now: pauseTime, countsDown: countsDown, showsHours: showsHours))
        } else {
            let content = TextRun.Content.timer(timerInterval, countsDown: countsDown, showsHours: showsHours)
            self.init(storage: .runs([TextRun(content: content, attributes: .none)]))
        }
    }
}

/// The English forms of dates and spans of time that ``Text`` shows.
enum TimeText {
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    static func date(_ date: Date, calendar: Calendar = .current) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(months[(parts.month ?? 1) - 1]) \(parts.day ?? 1), \(parts.year ?? 2001)"
    }

    /// True when `locale`'s clock has 12 hours and a day period (`en_US`), not 24 (`de_DE`).
    static func usesTwelveHours(_ locale: Locale) -> Bool {
        [.oneToTwelve, .zeroToEleven].contains(locale.hourCycle)
    }

    static func time(_ date: Date, calendar: Calendar = .current, twelveHours: Bool = true) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        if !twelveHours { return "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)" }
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }

    static func range(_ dates: ClosedRange<Date>, calendar: Calendar = .current) -> String {
        if calendar.isDate(dates.lowerBound, inSameDayAs: dates.upperBound) {
            return "\(time(dates.lowerBound, calendar: calendar)) – \(time(dates.upperBound, calendar: calendar))"
        }
        return "\(date(dates.lowerBound, calendar: calendar)) – \(date(dates.upperBound, calendar: calendar))"
    }

    /// The units of a span, largest first, as (seconds in it, singular name).
    private static let units: [(seconds: Double, name: String)] = [
        (365 * 86_400, "year"), (30 * 86_400, "month"), (7 * 86_400, "week"), (86_400, "day"), (3_600, "hour"), (60, "minute"),
        (1, "second"),
    ]

    private static func amount(_ count: Int, _ name: String) -> String { "\(count) \(name)\(count == 1 ? "" : "s")" }

    /// The two largest units of a span: "2 hours, 23 minutes", "1 year, 1 month", "5 seconds".
    static func relative(_ interval: TimeInterval) -> String {
        let rest = Int(abs(interval).rounded(.down))
        guard let index = units.firstIndex(where: { rest >= Int($0.seconds) }) else { return amount(0, "second") }
        let unit = Int(units[index].seconds)
        var parts = [amount(rest / unit, units[index].name)]
        if index + 1 < units.count {
            let next = units[index + 1]
            let count = (rest % unit) / Int(next.seconds)
            if count > 0 { parts.append(amount(count, next.name)) }
        }
        return parts.joined(separator: ", ")
    }

    /// The largest unit of a span, signed: "+2 hours", "-3 months".
    static func offset(_ interval: TimeInterval) -> String {
        let seconds = Int(abs(interval).rounded(.down))
        let unit = units.first { seconds >= Int($0.seconds) } ?? (1, "second")
        let count = seconds / Int(unit.seconds)
        return (interval < 0 ? "-" : "+") + amount(count, unit.name)
    }

    /// A clock reading: "2:32", "36:59:01".
    static func clock(_ interval: TimeInterval, showsHours: Bool) -> String {
        let total = Int(max(0, interval).rounded(.down))
        let hours = total / 3_600
        let minutes = (total % 3_600) / 60
        let seconds = total % 60
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if showsHours, hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))" }
        return "\(showsHours ? minutes : total / 60):\(twoDigits(seconds))"
    }

    static func timer(_ interval: ClosedRange<Date>, now: Date, countsDown: Bool, showsHours: Bool) -> String {
        let clamped = min(max(now, interval.lowerBound), interval.upperBound)
        let elapsed = countsDown ? interval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(interval.lowerBound)
        return clock(elapsed.rounded(countsDown ? .up : .down), showsHours: showsHours)
    }
}
