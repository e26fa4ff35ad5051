import FoundationEssentials
import TerminalText

/// `deposit`, `withdraw`, `records`, `undo-record`, `stats`.
@MainActor
enum RecordCommands {
    static func move(_ context: inout CommandContext, deposit: Bool) throws {
        let bank = try context.bank()
        guard let amountText = context.argument(1) else { throw UsageError("\(context.spec.name) needs NAME|ID AMOUNT") }
        let value = try CommandContext.amount(amountText, positive: true)
        let note = context.value("note")
        let limit = deposit ? Money.maximum - bank.amount : bank.amount
        guard value <= limit else {
            throw UsageError(
                deposit
                    ? "a piggy bank holds at most \(Money.format(Money.maximum)); only \(Money.format(limit)) more fits, nothing was deposited"
                    : "only \(Money.format(limit)) is saved; nothing was withdrawn")
        }
        let store = try context.store(), currency = try context.currency()
        let applied = deposit ? try store.deposit(value, into: bank.id, note: note) : try store.withdraw(value, from: bank.id, note: note)
        let updated = store.bank(id: bank.id) ?? bank
        context.write(
            "\(deposit ? "deposited" : "withdrew") \(currency.format(applied, in: context.language)); \(TextSanitizer.sanitize(updated.name)) now holds \(currency.format(updated.amount, in: context.language))/\(currency.format(updated.targetAmount, in: context.language))"
        )
    }

    /// Streams the records, one line (or one JSON element) at a time: constant memory for any count.
    static func records(_ context: inout CommandContext) throws {
        let bankID = context.argument(0) == nil ? nil : try context.bank().id
        let since = try context.value("since").map { try CommandContext.date($0, option: "since") }
        let until = try context.value("until").map { try CommandContext.date($0, option: "until") }
        let json = context.flag("json")
        let store = try context.store(), currency = try context.currency()
        let strings = Strings(.english)
        var names: [Int64: String] = [:]
        var first = true
        if json { context.write("[") }
        try store.forEachRecord(bankID: bankID, since: since, until: until) { record in
            if json {
                let element = try JSONOutput.encode(RecordJSON(record, currency: currency), pretty: false)
                context.write((first ? "  " : ", ") + element)
            } else {
                let name = names[record.bankID] ?? store.bank(id: record.bankID)?.name ?? ""
                names[record.bankID] = name
                let prefix = bankID == nil ? TextSanitizer.sanitize(name) + "\t" : ""
                context.write(
                    prefix
                        + TextSanitizer.sanitize(
                            RecordLine.amount(record, money: { currency.format($0, in: strings.language) })
                                + RecordLine.details(record, strings: strings)))
            }
            first = false
        }
        if json { context.write("]") } else if first { context.write("no records") }
    }

    static func undo(_ context: inout CommandContext) throws {
        guard let text = context.argument(0), let id = Int64(text) else {
            throw UsageError("undo-record needs a record ID (see `piggybank records`)")
        }
        let store = try context.store()
        guard let record = try store.record(id: id) else { throw UsageError("no record with id \(id)") }
        do {
            try store.deleteRecord(id: id)
        } catch let error as RecordDeletionError {
            throw UsageError("\(error); nothing was changed")
        }
        let bank = store.bank(id: record.bankID)
        let currency = try context.currency()
        context.write(
            "deleted record \(id) (\(record.isDeposit ? "+" : "-")\(currency.format(record.amount, in: context.language))); \(TextSanitizer.sanitize(bank?.name ?? "")) now holds \(currency.format(bank?.amount ?? 0, in: context.language))"
        )
    }

    static func stats(_ context: inout CommandContext) throws {
        let json = context.flag("json")
        let figures = try context.store().statistics()
        let currency = try context.currency()
        if json { return context.write(try JSONOutput.encode(StatisticsJSON(figures, currency: currency))) }
        context.write("saved in total\t\(currency.format(figures.totalSaved, in: context.language))")
        context.write("banks\t\(figures.banksInProgress) in progress, \(figures.banksCompleted) completed")
        context.write("records\t\(figures.recordCount)")
        context.write(
            "this month\t+\(currency.format(figures.depositedThisMonth, in: context.language)) -\(currency.format(figures.withdrawnThisMonth, in: context.language))"
        )
        for month in figures.monthlyNet { context.write("\(month.month)\t\(currency.format(month.net, in: context.language))") }
    }
}
