import FoundationEssentials

/// A recurring deposit in words: "$100.00 every month on day 25 · next 2026-12-25".
enum ScheduleText {
    static func describe(_ schedule: DepositSchedule, strings: Strings, money: (Decimal) -> String, today: CalendarDate) -> String {
        "\(money(schedule.amount)) \(rhythm(schedule, strings: strings)) · \(next(schedule, strings: strings, today: today))"
    }

    /// "every month on day 25".
    static func rhythm(_ schedule: DepositSchedule, strings: Strings) -> String {
        switch schedule.frequency {
        case .day: strings["schedule.rhythm.day"]
        case .week: strings("schedule.rhythm.week", strings["weekday.\(schedule.day)"])
        case .month: strings("schedule.rhythm.month", schedule.day)
        case .year: strings("schedule.rhythm.year", DateText.monthDay(month: schedule.day / 100, day: schedule.day % 100, strings.language))
        }
    }

    /// "next 2026-12-25", or that no more deposits come.
    static func next(_ schedule: DepositSchedule, strings: Strings, today: CalendarDate) -> String {
        schedule.nextOccurrence(after: today).map { strings("schedule.next", DateText.day($0, strings.language)) }
            ?? strings["schedule.ended"]
    }
}
