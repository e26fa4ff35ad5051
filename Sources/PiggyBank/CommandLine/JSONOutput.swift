import FoundationEssentials
import TerminalText

/// JSON for scripts: sorted keys, amounts as exact decimal strings, dates in ISO 8601, and
/// every control a terminal could act on escaped.
enum JSONOutput {
    /// JSONEncoder escapes C0; DEL, C1 and the bidi controls (which can only stand inside
    /// strings) become `\uXXXX` here.
    static func encode<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(value), as: UTF8.self)
        guard json.unicodeScalars.contains(where: TextSanitizer.isUnsafe) else { return json }
        var escaped = ""
        for scalar in json.unicodeScalars {
            if TextSanitizer.isUnsafe(scalar), scalar != "\n" {  // pretty-printing's own line breaks stay
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

/// A bank as `list --json` prints it.
struct BankJSON: Encodable {
    let id: Int64
    let name: String
    let icon: String?
    let target: String
    let amount: String
    let initial: String
    let created: String
    let expires: String?
    let primary: Bool
    let completed: String?
    let currency: String

    init(_ bank: PiggyBank, currency: Currency) {
        id = bank.id
        name = bank.name
        icon = bank.icon
        target = Money.format(bank.targetAmount)
        amount = Money.format(bank.amount)
        initial = Money.format(bank.initialAmount)
        created = bank.creationDate.isoText
        expires = bank.expirationDate
        primary = bank.isPrimary
        completed = bank.completionDate?.isoText
        self.currency = currency.code
    }
}

/// A record as `records --json` prints it.
struct RecordJSON: Encodable {
    let id: Int64
    let bank: Int64
    let amount: String
    let type: String
    let date: String
    let note: String?
    let automatic: Bool
    let currency: String

    init(_ record: SavingsRecord, currency: Currency) {
        id = record.id
        bank = record.bankID
        amount = Money.format(record.listedAmount)
        type = record.kind.rawValue
        date = record.date.isoText
        note = record.note
        automatic = record.isAutomatic
        self.currency = currency.code
    }
}

/// `stats --json`.
struct StatisticsJSON: Encodable {
    struct Month: Encodable {
        let month: String
        let net: String
    }

    let totalSaved: String
    let banksInProgress: Int
    let banksCompleted: Int
    let records: Int
    let depositedThisMonth: String
    let withdrawnThisMonth: String
    let months: [Month]
    let currency: String
    /// What banks below zero owe together, and how many they are.
    let owed: String
    let banksInDebt: Int

    init(_ figures: SavingsStatistics, currency: Currency) {
        totalSaved = Money.format(figures.totalSaved)
        banksInProgress = figures.banksInProgress
        banksCompleted = figures.banksCompleted
        records = figures.recordCount
        depositedThisMonth = Money.format(figures.depositedThisMonth)
        withdrawnThisMonth = Money.format(figures.withdrawnThisMonth)
        months = figures.monthlyNet.map { Month(month: $0.month, net: Money.format($0.net)) }
        self.currency = currency.code
        owed = Money.format(figures.owed)
        banksInDebt = figures.banksInDebt
    }
}
