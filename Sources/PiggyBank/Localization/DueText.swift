import FoundationEssentials

/// What is due today in words: a line each for `piggybank remind` and its notification, and
/// the short form Home joins on one line.
enum DueText {
    /// "Trip: recurring deposit of $100.00 today", "Bike: $290.00 to go, 3 days left".
    static func line(_ item: DueItem, strings: Strings, money: (Decimal) -> String) -> String {
        switch item {
        case .deposit(let name, let amount): strings("due.deposit", name, money(amount))
        case .expiring(let name, let remaining, let days): strings("due.expiring", name, money(remaining), left(days, strings))
        }
    }

    /// "Trip +$100.00", "Bike 3 days left".
    static func short(_ item: DueItem, strings: Strings, money: (Decimal) -> String) -> String {
        switch item {
        case .deposit(let name, let amount): strings("due.deposit.short", name, money(amount))
        case .expiring(let name, _, let days): strings("due.expiring.short", name, left(days, strings))
        }
    }

    /// "3 days left", or "expires today" on the last day.
    private static func left(_ days: Int, _ strings: Strings) -> String {
        days == 0 ? strings["due.today"] : strings.count("date.daysLeft", days)
    }
}
