import FoundationEssentials

/// A day of the Gregorian calendar written "YYYY-MM-DD"; parsing refuses days that do not
/// exist (2026-02-30) and years outside 2000–9999.
public struct CalendarDate: Equatable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init?(_ text: String) {
        let parts = text.trimmed.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (2000...9999).contains(year), (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, year: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The UTC day a moment falls on (the app shows dates in UTC, as it stores them).
    public init(_ date: Date) {
        self.init(dayNumber: Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    /// The day `dayNumber` days after 1970-01-01 (the civil-from-days algorithm).
    public init(dayNumber: Int) {
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01.
    public var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The ISO weekday: 1 Monday … 7 Sunday.
    public var weekday: Int { ((dayNumber + 3) % 7 + 7) % 7 + 1 }

    /// Whole days from this day to `other` (negative when `other` is earlier).
    public func days(until other: CalendarDate) -> Int { other.dayNumber - dayNumber }

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public var description: String {
        "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension Date {
    /// "2026-11-30T09:15:00Z" (UTC, whole seconds), as `formatted(.iso8601)` writes it, built
    /// from the calendar arithmetic above: exports write it a million times.
    public var isoText: String {
        let (day, time) = utcDayAndSeconds
        let two = Self.twoDigits
        return "\(CalendarDate(dayNumber: day))T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
    }

    /// The days since 1970-01-01 and the whole seconds into that day, in UTC.
    var utcDayAndSeconds: (day: Int, seconds: Int) {
        let seconds = Int(timeIntervalSince1970.rounded(.down))
        let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (day, seconds - day * 86_400)
    }

    /// A field of a date or a time in two digits: "07".
    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
