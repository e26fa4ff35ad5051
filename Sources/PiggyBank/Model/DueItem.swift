import FoundationEssentials

/// Something a saver should hear about today: a recurring deposit that falls today, or a goal
/// not yet reached whose expiry is at most ``expiryWindow`` days away.
public enum DueItem: Equatable, Sendable {
    case deposit(bankName: String, amount: Decimal)
    case expiring(bankName: String, remaining: Decimal, daysLeft: Int)

    /// How many days ahead an expiry counts as near (today included): a week.
    public static let expiryWindow = 7

    /// What is due on `today`: the recurring deposits falling today (within their start and
    /// end; deposited already or not, as the app deposits them when it opens), then the goals
    /// expiring within the window, soonest first. `schedules` pairs a bank's name with its
    /// schedule.
    public static func items(
        schedules: [(bankName: String, schedule: DepositSchedule)], banks: [PiggyBank], today: CalendarDate
    ) -> [DueItem] {
        let deposits = schedules.filter { entry in
            let schedule = entry.schedule
            return schedule.start <= today && schedule.end.map { today <= $0 } ?? true && schedule.falls(on: today)
        }
        let expiring = banks.compactMap { bank -> (bank: PiggyBank, days: Int)? in
            guard !bank.isCompleted, let date = bank.expirationDate.flatMap(CalendarDate.init) else { return nil }
            let days = today.days(until: date)
            return (0...expiryWindow).contains(days) ? (bank, days) : nil
        }
        return deposits.map { .deposit(bankName: $0.bankName, amount: $0.schedule.amount) }
            + expiring.sorted { $0.days < $1.days }.map {
                .expiring(bankName: $0.bank.name, remaining: $0.bank.remaining, daysLeft: $0.days)
            }
    }
}
