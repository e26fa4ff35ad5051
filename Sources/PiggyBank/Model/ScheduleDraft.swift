import FoundationEssentials

/// A recurring deposit as the create and edit forms hold it while it is typed.
public struct ScheduleDraft: Equatable, Codable, Sendable {
    public var amount: Decimal = 0
    public var frequency = DepositSchedule.Frequency.month
    /// The weekday (1 Monday … 7 Sunday) weekly, the day of the month monthly; yearly
    /// schedules fall on the start's date.
    public var day = 1
    /// "YYYY-MM-DD"; empty means today.
    public var startText = ""

    public init() {}

    /// The form filled in with a stored schedule.
    public init(_ schedule: DepositSchedule) {
        amount = schedule.amount
        frequency = schedule.frequency
        day = schedule.frequency == .year || schedule.frequency == .day ? 1 : schedule.day
        startText = schedule.start.description
    }

    /// True when the start is typed but is not a day.
    public var hasInvalidStart: Bool { !startText.isEmpty && CalendarDate(startText) == nil }

    /// The schedule, or nil while the amount is zero or the start is not a day.
    public func schedule(today: CalendarDate) -> DepositSchedule? {
        guard amount > 0, !hasInvalidStart else { return nil }
        let start = CalendarDate(startText) ?? today
        let day: Int? =
            switch frequency {
            case .week: min(7, max(1, self.day))
            case .month: min(31, max(1, self.day))
            case .day, .year: nil
            }
        return DepositSchedule(amount: min(amount, Money.maximum), frequency: frequency, day: day, start: start)
    }
}

extension DepositSchedule.Frequency: Codable {}
