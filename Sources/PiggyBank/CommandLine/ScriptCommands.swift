import FoundationEssentials
import TerminalText

/// The subcommands for scripts (`list`, `add`, `deposit`, `withdraw`, `records`, `export`),
/// working on the same store as the app. They print to standard output and never touch the
/// terminal's modes; names are sanitised on output, and JSON escapes everything.
@MainActor
enum ScriptCommands {
    static func list(_ store: PiggyBankStore, json: Bool, currency: Currency) throws -> String {
        let banks = try store.allBanks()
        if json { return try encode(banks.map { BankJSON($0, currency: currency) }) }
        guard !banks.isEmpty else { return "no piggy banks" }
        return banks.map { bank in
            "\(bank.id)\t\(TextSanitizer.sanitize(bank.name))\t\(currency.format(bank.amount))/\(currency.format(bank.targetAmount))\(bank.isPrimary ? "\tprimary" : "")"
        }.joined(separator: "\n")
    }

    static func add(_ store: PiggyBankStore, name: String?, target: String?, icon: String?, initial: String?, expires: String?) throws
        -> String
    {
        guard let name = name.map({ TextSanitizer.strip($0).trimmed }), !name.isEmpty else { throw UsageError("add needs --name NAME") }
        guard name.count <= PiggyBankDraft.nameLimit else {
            throw UsageError("the name has \(name.count) characters; at most \(PiggyBankDraft.nameLimit) fit")
        }
        guard let targetText = target else { throw UsageError("add needs --target AMOUNT") }
        var draft = PiggyBankDraft()
        draft.name = name
        draft.targetAmount = try amount(targetText, positive: true)
        draft.initialAmount = try initial.map { try amount($0, positive: false) } ?? 0
        if let icon {
            guard IconCatalog.icon(id: icon) != nil else {
                throw UsageError("unknown icon '\(icon)'; icons: \(IconCatalog.all.map(\.id).joined(separator: ", "))")
            }
            draft.icon = icon
        }
        if let expires {
            guard CalendarDate(expires) != nil else { throw UsageError("'\(expires)' is not a date (YYYY-MM-DD)") }
            draft.hasExpiration = true
            draft.expirationText = expires
        }
        let bank = try store.create(from: draft)
        return "created \(bank.id)\t\(TextSanitizer.sanitize(bank.name))\t\(Money.format(bank.amount))/\(Money.format(bank.targetAmount))"
    }

    static func move(_ store: PiggyBankStore, deposit: Bool, reference: String?, amountText: String?, note: String?) throws -> String {
        guard let reference, let amountText else { throw UsageError("\(deposit ? "deposit" : "withdraw") needs NAME|ID AMOUNT") }
        let value = try amount(amountText, positive: true)
        guard let bank = store.bank(named: reference) else { throw UsageError("no piggy bank named or numbered '\(reference)'") }
        let limit = deposit ? Money.maximum - bank.amount : bank.amount
        guard value <= limit else {
            throw UsageError(
                deposit
                    ? "a piggy bank holds at most \(Money.format(Money.maximum)); only \(Money.format(limit)) more fits, nothing was deposited"
                    : "only \(Money.format(limit)) is saved; nothing was withdrawn")
        }
        let applied = deposit ? try store.deposit(value, into: bank.id, note: note) : try store.withdraw(value, from: bank.id, note: note)
        let updated = store.bank(id: bank.id) ?? bank
        return
            "\(deposit ? "deposited" : "withdrew") \(Money.format(applied)); \(TextSanitizer.sanitize(updated.name)) now holds \(Money.format(updated.amount))/\(Money.format(updated.targetAmount))"
    }

    static func records(_ store: PiggyBankStore, reference: String?, json: Bool, currency: Currency) throws -> String {
        guard let reference else { throw UsageError("records needs NAME|ID") }
        guard let bank = store.bank(named: reference) else { throw UsageError("no piggy bank named or numbered '\(reference)'") }
        let records = try store.records(of: bank.id, limit: Int.max)
        if json { return try encode(records.map { RecordJSON($0, currency: currency) }) }
        let strings = Strings(.english)
        return records.map { record in
            TextSanitizer.sanitize(RecordLine.amount(record, money: currency.format) + " " + RecordLine.details(record, strings: strings))
        }.joined(separator: "\n")
    }

    static func exportCSV(_ store: PiggyBankStore) throws -> String {
        var lines = ["bank_id,bank_name,target,saved,record_id,date,type,amount,note"]
        for bank in try store.allBanks() {
            let records = try store.records(of: bank.id, limit: Int.max)
            let bankFields = "\(bank.id),\(csv(bank.name)),\(Money.format(bank.targetAmount)),\(Money.format(bank.amount))"
            if records.isEmpty { lines.append(bankFields + ",,,,,") }
            for record in records.reversed() {
                lines.append(
                    bankFields
                        + ",\(record.id),\(record.date.formatted(.iso8601)),\(record.isDeposit ? "deposit" : "withdrawal"),\(Money.format(record.amount)),\(csv(record.note ?? ""))"
                )
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A CSV field: quoted when it holds a comma, quote or line break; controls made visible.
    private static func csv(_ text: String) -> String {
        let safe = TextSanitizer.sanitize(text)
        guard safe.contains(where: { $0 == "," || $0 == "\"" }) else { return safe }
        return "\"" + safe.replacing("\"", with: "\"\"") + "\""
    }

    private static func amount(_ text: String, positive: Bool) throws -> Decimal {
        guard let value = Money.parse(text) else { throw UsageError("'\(text)' is not an amount (digits, one '.', at most 2 decimals)") }
        guard value <= Money.maximum else { throw UsageError("\(text) is more than the largest amount, \(Money.format(Money.maximum))") }
        if positive, value <= 0 { throw UsageError("the amount must be more than zero") }
        return value
    }

    /// JSON with every control a terminal could act on escaped: JSONEncoder escapes C0, and
    /// DEL, C1 and the bidi controls (which can only stand inside strings) become `\uXXXX` here.
    static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
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

/// A bank as `list --json` prints it; amounts are exact decimal strings.
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
        created = bank.creationDate.formatted(.iso8601)
        expires = bank.expirationDate
        primary = bank.isPrimary
        completed = bank.completionDate?.formatted(.iso8601)
        self.currency = currency.code
    }
}

/// A record as `records --json` prints it.
struct RecordJSON: Encodable {
    let id: Int64
    let amount: String
    let type: String
    let date: String
    let note: String?
    let currency: String

    init(_ record: SavingsRecord, currency: Currency) {
        id = record.id
        amount = Money.format(record.amount)
        type = record.isDeposit ? "deposit" : "withdrawal"
        date = record.date.formatted(.iso8601)
        note = record.note
        self.currency = currency.code
    }
}
