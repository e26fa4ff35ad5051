import FoundationEssentials

/// What is due today, for Home's line and `piggybank remind`.
extension PiggyBankStore {
    /// The recurring deposits falling on `today` and the goals expiring within a week
    /// (``DueItem/items(schedules:banks:today:)``); an expiry is read as stored, "YYYY-MM-DD",
    /// so the window is a range of the text.
    public func dueItems(today: CalendarDate = CalendarDate(Date())) throws -> [DueItem] {
        let schedules = try allSchedules().map { (bankName: bank(id: $0.bankID)?.name ?? "", schedule: $0.schedule) }
        let last = CalendarDate(dayNumber: today.dayNumber + DueItem.expiryWindow)
        let banks = try banks(
            where: "expires_on BETWEEN ? AND ? AND amount_cents < target_cents ORDER BY expires_on, sort_order, id",
            [.text(today.description), .text(last.description)])
        return DueItem.items(schedules: schedules, banks: banks, today: today)
    }
}
