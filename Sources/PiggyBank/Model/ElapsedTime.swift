/// How long something took, in the unit people would say: the same day, days under two
/// months, then whole months, then years and months.
public enum ElapsedTime: Equatable, Sendable {
    case sameDay
    case days(Int)
    case months(Int)
    case years(Int, months: Int)

    /// The time from one day to a later one (the same day for an earlier one).
    public init(from start: CalendarDate, to end: CalendarDate) {
        let days = start.days(until: end)
        guard days > 0 else {
            self = .sameDay
            return
        }
        guard days >= 60 else {
            self = .days(days)
            return
        }
        // Whole months: 31 January to 30 April is two, to 1 May three.
        let months = (end.year - start.year) * 12 + end.month - start.month - (end.day < start.day ? 1 : 0)
        self = months < 12 ? .months(months) : .years(months / 12, months: months % 12)
    }
}
