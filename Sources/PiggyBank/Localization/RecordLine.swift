import FoundationEssentials

/// How one record reads in a list: sign, amount, date and note.
enum RecordLine {
    /// "+     $12.50", right-aligned so that amounts line up.
    static func amount(_ record: SavingsRecord, money: (Decimal) -> String) -> String {
        let amount = money(record.amount)
        return (record.isDeposit ? "+" : "-") + String(repeating: " ", count: max(0, 13 - amount.count)) + amount
    }

    /// "  2026-11-30 09:15  deposit · note" (the date in the language's order); only the time under a day heading.
    static func details(_ record: SavingsRecord, strings: Strings, showsDay: Bool = true) -> String {
        let kind =
            switch record.kind {
            case .deposit: strings["record.deposit"]
            case .withdrawal: strings["record.withdraw"]
            case .adjustment: strings["record.adjust"]
            }
        let time = showsDay ? DateText.minute(record.date, strings.language) : DateText.time(record.date)
        let automatic = record.isAutomatic ? " · " + strings["record.auto"] : ""
        return "  \(time)  \(kind)\(automatic)\(record.note.map { " · \($0)" } ?? "")"
    }
}

/// A bank's dates in words: created, completed, and the expiry with the days left.
enum BankDates {
    /// "Created 2026-11-30 · expires 2027-06-30 (212 days left)".
    static func summary(_ bank: PiggyBank, today: CalendarDate, strings: Strings) -> String {
        var parts = [strings("home.created", DateText.day(bank.creationDate, strings.language))]
        if let completed = bank.completionDate { parts.append(strings("home.completed", DateText.day(completed, strings.language))) }
        if let expiry = expiry(bank, today: today, strings: strings) { parts.append(expiry) }
        return parts.joined(separator: " · ")
    }

    /// "expires 2027-06-30 (212 days left)", "… (expired 3 days ago)", or nil without a date.
    static func expiry(_ bank: PiggyBank, today: CalendarDate, strings: Strings) -> String? {
        guard let date = bank.expirationDate.flatMap(CalendarDate.init), let left = countdown(bank, today: today, strings: strings) else {
            return nil
        }
        return strings("home.expires", DateText.day(date, strings.language)) + " (" + left + ")"
    }

    /// "212 days left" or "expired 3 days ago"; nil without an expiry date.
    static func countdown(_ bank: PiggyBank, today: CalendarDate, strings: Strings) -> String? {
        guard let date = bank.expirationDate.flatMap(CalendarDate.init) else { return nil }
        let days = today.days(until: date)
        return days >= 0 ? strings.count("date.daysLeft", days) : strings.count("date.expiredAgo", -days)
    }
}
