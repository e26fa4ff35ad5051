import FoundationEssentials

/// A recurring deposit (Banklet's "fixed deposit"): an amount on a daily, weekly, monthly or
/// yearly rhythm from a start day, until an optional end day.
public struct DepositSchedule: Equatable, Sendable {
    /// How often the deposit falls.
    public enum Frequency: String, CaseIterable, Sendable {
        case day, week, month, year
    }

    public var amount: Decimal
    public var frequency: Frequency
    /// Which day it falls on: ignored daily; the ISO weekday (1 Monday … 7 Sunday) weekly;
    /// the day of the month (1–31; past the month's end, its last day) monthly; month × 100 +
    /// day (1225) yearly.
    public var day: Int
    public var start: CalendarDate
    public var end: CalendarDate?
    /// The last occurrence deposited; nil before the first.
    public var lastRun: CalendarDate?

    /// A schedule; `day` defaults to the start's weekday, day of month, or date.
    public init(
        amount: Decimal, frequency: Frequency, day: Int? = nil, start: CalendarDate, end: CalendarDate? = nil,
        lastRun: CalendarDate? = nil
    ) {
        self.amount = amount
        self.frequency = frequency
        self.day = day ?? Self.defaultDay(frequency, start: start)
        self.start = start
        self.end = end
        self.lastRun = lastRun
    }

    /// The day a schedule starting on `start` falls on when none is named.
    static func defaultDay(_ frequency: Frequency, start: CalendarDate) -> Int {
        switch frequency {
        case .day: 0
        case .week: start.weekday
        case .month: start.day
        case .year: start.month * 100 + start.day
        }
    }

    /// True when `day` is a valid day for the frequency.
    public var hasValidDay: Bool {
        switch frequency {
        case .day: true
        case .week: (1...7).contains(day)
        case .month: (1...31).contains(day)
        case .year: (1...12).contains(day / 100) && (1...CalendarDate.days(inMonth: day / 100, year: 2000)).contains(day % 100)
        }
    }

    /// True when the schedule deposits on `date` (ignoring start, end and what already ran).
    public func falls(on date: CalendarDate) -> Bool {
        switch frequency {
        case .day: return true
        case .week: return date.weekday == day
        case .month: return date.day == min(day, CalendarDate.days(inMonth: date.month, year: date.year))
        case .year:
            let month = day / 100
            return date.month == month && date.day == min(day % 100, CalendarDate.days(inMonth: month, year: date.year))
        }
    }

    /// The occurrences not yet deposited, up to and including `today`, oldest first.
    public func dueOccurrences(through today: CalendarDate) -> [CalendarDate] {
        let first = max(start.dayNumber, (lastRun?.dayNumber ?? Int.min) + 1)
        let last = min(today.dayNumber, end?.dayNumber ?? Int.max)
        guard first <= last else { return [] }
        return (first...last).map(CalendarDate.init(dayNumber:)).filter(falls(on:))
    }

    /// The first occurrence after `today` (within the end), or nil when none is left.
    public func nextOccurrence(after today: CalendarDate) -> CalendarDate? {
        let first = max(start.dayNumber, today.dayNumber + 1, (lastRun?.dayNumber ?? Int.min) + 1)
        let last = min(end?.dayNumber ?? Int.max, first + 366 * 4)
        guard first <= last else { return nil }
        return (first...last).lazy.map(CalendarDate.init(dayNumber:)).first(where: falls(on:))
    }
}
