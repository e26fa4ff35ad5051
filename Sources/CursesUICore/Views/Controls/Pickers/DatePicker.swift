/// A date typed and stepped part by part, as SwiftUI's `DatePicker` with `.date`: it shows
/// `Title 2026-11-30`; ←/→ choose the year, month or day, ↑/↓ (or +/−) step it, and digits type
/// it. Every edit is a valid date (the day is kept within its month) inside the range, so the
/// binding never sees an impossible one. Dates are calendar days in UTC.
///
/// ```swift
/// DatePicker("Expires", selection: $expiry, displayedComponents: .date)
/// ```
public struct DatePicker: View {
    let title: String
    let selection: Binding<Date>
    let range: ClosedRange<Date>?

    /// A picker for the day of `selection`.
    public init(_ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = .date) {
        self.title = title
        self.selection = selection
        range = nil
    }

    /// A picker for a day within `range`.
    public init(_ title: String, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = .date) {
        self.title = title
        self.selection = selection
        self.range = range
    }
}

/// What a ``DatePicker`` edits; a terminal picker edits the date.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The components as bits.
    public let rawValue: Int
    /// Creates components from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Year, month and day.
    public static let date = DatePickerComponents(rawValue: 1)
    /// Hour and minute (shown as part of the date's day here: not edited).
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension DatePicker: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { DatePickerControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        (node.control as? DatePickerControl)?.configure(
            title: node.environment.labelsHidden ? "" : title, day: CivilDate(selection.wrappedValue),
            range: range.map { CivilDate($0.lowerBound)...CivilDate($0.upperBound) },
            binding: selection, environment: node.environment)
        return []
    }

    func isUpToDate(_ node: Node) -> Bool {
        (node.control as? DatePickerControl)?.day == CivilDate(selection.wrappedValue)
    }
}

/// A day of the proleptic Gregorian calendar, converted to and from `Date` in UTC.
struct CivilDate: Comparable, Hashable, CustomStringConvertible {
    var year: Int
    var month: Int
    var day: Int

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    init(_ date: Date) {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Midnight UTC at the start of this day.
    var date: Date {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return Date(timeIntervalSince1970: Double(era * 146_097 + dayOfEra - 719_468) * 86_400)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The same day with its month and day kept valid (31 February becomes the 28th or 29th).
    var normalized: CivilDate {
        let month = min(12, max(1, month))
        let year = min(9999, max(1, year))
        return CivilDate(year: year, month: month, day: min(max(1, day), Self.daysIn(month: month, year: year)))
    }

    var description: String {
        let y = String(year), m = String(month), d = String(day)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + (m.count < 2 ? "0" : "") + m + "-" + (d.count < 2 ? "0" : "")
            + d
    }

    static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
