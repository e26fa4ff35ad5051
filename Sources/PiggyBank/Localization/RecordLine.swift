import FoundationEssentials

/// How one record reads in a list: sign, amount, date and note.
enum RecordLine {
    static func text(_ record: SavingsRecord, strings: Strings) -> String {
        let sign = record.isDeposit ? "+" : "-"
        let amount = Money.format(record.amount)
        let padded = String(repeating: " ", count: max(0, 12 - amount.count)) + amount
        let kind = strings[record.isDeposit ? "record.deposit" : "record.withdraw"]
        return "\(sign)\(padded)  \(DateText.minute(record.date))  \(kind)\(record.note.map { " · \($0)" } ?? "")"
    }
}

/// Dates as the screens show them (UTC, ISO order).
enum DateText {
    static func day(_ date: Date) -> String { String(iso(date).prefix(10)) }

    static func minute(_ date: Date) -> String { String(iso(date).prefix(16)).replacing("T", with: " ") }

    private static func iso(_ date: Date) -> String { date.formatted(.iso8601) }
}
