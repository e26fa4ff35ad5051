import FoundationEssentials
import TerminalText

/// `deposit`, `withdraw`, `adjust`, `records`, `undo-record`, `stats`.
@MainActor
enum RecordCommands {
    static func move(_ context: inout CommandContext, deposit: Bool) throws {
        let bank = try context.bank()
        guard let amountText = context.argument(1) else {
            throw UsageError(context.strings("cli.needs", context.spec.name, "NAME|ID AMOUNT"))
        }
        let value = try context.amount(amountText, positive: true)
        let note = context.value("note")
        let store = try context.store()
        let policy = store.balancePolicy
        let limit = deposit ? Money.maximum - bank.amount : policy.withdrawalLimit(balance: bank.amount)
        guard value <= limit else {
            let numbers = context.strings.numbers
            if !deposit, bank.isInDebt, !policy.allowsDebt {
                throw UsageError(context.strings("cli.withdraw.debtOff", TextSanitizer.sanitize(bank.name), try context.money(bank.owed)))
            }
            throw UsageError(
                deposit
                    ? context.strings("cli.deposit.full", numbers.decimal(Money.maximum), numbers.decimal(limit))
                    : context.strings(policy.allowsDebt ? "cli.withdraw.debtLimit" : "cli.withdraw.limit", numbers.decimal(limit)))
        }
        let applied = deposit ? try store.deposit(value, into: bank.id, note: note) : try store.withdraw(value, from: bank.id, note: note)
        let updated = store.bank(id: bank.id) ?? bank
        context.write(
            context.strings(
                deposit ? "cli.deposited" : "cli.withdrew", try context.money(applied), TextSanitizer.sanitize(updated.name),
                try holding(updated, &context)))
    }

    /// "$80.00/$500.00", the balance in red when it is owed (on a colour terminal).
    private static func holding(_ bank: PiggyBank, _ context: inout CommandContext) throws -> String {
        context.owedColor(try context.money(bank.amount), bank.isInDebt) + "/" + (try context.money(bank.targetAmount))
    }

    /// `adjust NAME|ID AMOUNT`: sets the balance to AMOUNT (below zero, "-20", in debt mode)
    /// with an adjustment record for the difference.
    static func adjust(_ context: inout CommandContext) throws {
        let bank = try context.bank()
        guard let amountText = context.argument(1) else {
            throw UsageError(context.strings("cli.needs", context.spec.name, "NAME|ID AMOUNT"))
        }
        let owes = amountText.hasPrefix("-")
        let magnitude = try context.amount(owes ? String(amountText.dropFirst()) : amountText, positive: false)
        let newBalance = owes ? -magnitude : magnitude
        let store = try context.store()
        let change: Decimal
        do {
            change = try store.adjustBalance(of: bank.id, to: newBalance, note: context.value("note"))
        } catch let error as BalanceError {
            let name = TextSanitizer.sanitize(bank.name)
            switch error {
            case .unchanged: throw UsageError(context.strings("cli.adjust.unchanged", name, try context.money(bank.amount)))
            case .debtModeOff: throw UsageError(context.strings["cli.adjust.debtOff"])
            default: throw UsageError(context.strings("cli.amount.tooLarge", amountText, context.strings.numbers.decimal(Money.maximum)))
            }
        }
        let updated = store.bank(id: bank.id) ?? bank
        context.write(
            context.strings(
                "cli.adjusted", TextSanitizer.sanitize(updated.name), (change > 0 ? "+" : "") + (try context.money(change)),
                try holding(updated, &context)))
    }

    /// Streams the records, one line (or one JSON element) at a time: constant memory for any count.
    static func records(_ context: inout CommandContext) throws {
        let bankID = context.argument(0) == nil ? nil : try context.bank().id
        let since = try context.value("since").map { try context.date($0, option: "since") }
        let until = try context.value("until").map { try context.date($0, option: "until") }
        let json = context.flag("json")
        let store = try context.store(), currency = try context.currency()
        let strings = context.strings
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
        if json { context.write("]") } else if first { context.write(strings["cli.none.records"]) }
    }

    static func undo(_ context: inout CommandContext) throws {
        guard let text = context.argument(0), let id = Int64(text) else {
            throw UsageError(context.strings["cli.undo.needsID"])
        }
        let store = try context.store()
        guard let record = try store.record(id: id) else { throw UsageError(context.strings("cli.record.unknown", id)) }
        do {
            try store.deleteRecord(id: id)
        } catch let error as RecordDeletionError {
            throw UsageError(
                context.strings(
                    error.isAdjustment ? "cli.undo.refused.adjustment" : "cli.undo.refused", try context.money(error.needed),
                    try context.money(error.balance)))
        }
        let bank = store.bank(id: record.bankID)
        let amount = (record.isDeposit ? "+" : "-") + (try context.money(record.amount))
        context.write(
            context.strings("cli.undone", id, amount, TextSanitizer.sanitize(bank?.name ?? ""), try context.money(bank?.amount ?? 0)))
    }

    static func stats(_ context: inout CommandContext) throws {
        let json = context.flag("json")
        let figures = try context.store().statistics()
        let currency = try context.currency()
        if json { return context.write(try JSONOutput.encode(StatisticsJSON(figures, currency: currency))) }
        let strings = context.strings, numbers = context.strings.numbers
        context.write(strings["cli.stats.total"] + "\t" + context.owedColor(try context.money(figures.totalSaved), figures.totalSaved < 0))
        if figures.banksInDebt > 0 {
            let owed = context.owedColor(try context.money(figures.owed), true)
            context.write(strings["cli.stats.owed"] + "\t" + strings.count("cli.stats.owedBy", figures.banksInDebt, owed))
        }
        let banks = strings("cli.stats.bankCounts", numbers.integer(figures.banksInProgress), numbers.integer(figures.banksCompleted))
        context.write(strings["cli.stats.banks"] + "\t" + banks)
        context.write(strings["cli.stats.records"] + "\t" + numbers.integer(figures.recordCount))
        let month = "+" + (try context.money(figures.depositedThisMonth)) + " -" + (try context.money(figures.withdrawnThisMonth))
        context.write(strings["cli.stats.month"] + "\t" + month)
        for month in figures.monthlyNet {
            context.write("\(month.month)\t" + context.owedColor(try context.money(month.net), month.net < 0))
        }
    }
}
