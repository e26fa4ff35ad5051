import FoundationEssentials
import TerminalText

#if canImport(Glibc)
    import Glibc
#endif

/// `list`, `add`, `edit`, `delete`, `primary`: the banks themselves.
@MainActor
enum BankCommands {
    static func list(_ context: inout CommandContext) throws {
        let json = context.flag("json"), namesOnly = context.flag("names")
        let store = try context.store(), currency = try context.currency()
        let banks = try store.allBanks()
        if namesOnly { return banks.forEach { context.write(TextSanitizer.sanitize($0.name)) } }
        if json { return context.write(try JSONOutput.encode(banks.map { BankJSON($0, currency: currency) })) }
        guard !banks.isEmpty else { return context.write(context.strings["cli.none.banks"]) }
        for bank in banks { context.write(line(bank, currency: currency, strings: context.strings, color: context.usesColor)) }
    }

    /// "1\tTrip\t$100.00/$1,200.50\tprimary" (amounts and "primary" in the language); with
    /// `color`, a balance below zero in red.
    static func line(_ bank: PiggyBank, currency: Currency, strings: Strings, color: Bool = false) -> String {
        let balance = currency.format(bank.amount, in: strings.language)
        let amounts =
            CommandContext.owedColor(balance, bank.isInDebt && color) + "/" + currency.format(bank.targetAmount, in: strings.language)
        return "\(bank.id)\t\(TextSanitizer.sanitize(bank.name))\t\(amounts)\(bank.isPrimary ? "\t" + strings["home.primary"] : "")"
    }

    static func add(_ context: inout CommandContext) throws {
        guard let name = context.value("name") else { throw UsageError(context.strings("cli.needs", "add", "--name NAME")) }
        guard let target = context.value("target") else { throw UsageError(context.strings("cli.needs", "add", "--target AMOUNT")) }
        var draft = PiggyBankDraft()
        draft.name = try cleanName(name, context.strings)
        draft.targetAmount = try context.amount(target, positive: true)
        draft.initialAmount = try context.value("initial").map { try context.amount($0, positive: false) } ?? 0
        draft.icon = try context.value("icon").map { try icon($0, context.strings) }
        if let expires = context.value("expires") {
            draft.hasExpiration = true
            draft.expirationText = try context.date(expires, option: "expires").description
        }
        let bank = try context.store().create(from: draft)
        context.write(context.strings("cli.created", line(bank, currency: try context.currency(), strings: context.strings)))
    }

    static func edit(_ context: inout CommandContext) throws {
        let bank = try context.bank()
        var draft = PiggyBankDraft(editing: bank, schedule: try context.store().schedule(of: bank.id))
        if let name = context.value("name") { draft.name = try cleanName(name, context.strings) }
        if let target = context.value("target") { draft.targetAmount = try context.amount(target, positive: true) }
        if let icon = context.value("icon") { draft.icon = icon == "none" ? nil : try self.icon(icon, context.strings) }
        if let expires = context.value("expires") {
            draft.hasExpiration = expires != "none"
            draft.expirationText = expires == "none" ? "" : try context.date(expires, option: "expires").description
        }
        let store = try context.store()
        try store.update(bankID: bank.id, with: draft)
        context.write(
            context.strings(
                "cli.changed", line(store.bank(id: bank.id) ?? bank, currency: try context.currency(), strings: context.strings)))
    }

    static func delete(_ context: inout CommandContext) throws {
        let bank = try context.bank()
        let store = try context.store()
        let records = store.recordCount(of: bank.id)
        if !context.flag("yes") {
            let strings = context.strings
            guard isatty(STDIN_FILENO) == 1 else { throw UsageError(strings["cli.delete.needsYes"]) }
            print(
                strings.count("cli.delete.ask", records, TextSanitizer.sanitize(bank.name)) + " " + strings["cli.delete.answer"] + " ",
                terminator: "")
            // "y" always means yes; a language adds its own letter ("j", "д").
            let yes = Set(strings["cli.delete.yesLetters"] + "y")
            guard let first = readLine()?.trimmed.lowercased().first, yes.contains(first) else {
                return context.write(strings["cli.delete.kept"])
            }
        }
        try store.delete(bankID: bank.id)
        context.write(context.strings.count("cli.deleted", records, "\(bank.id)\t\(TextSanitizer.sanitize(bank.name))"))
    }

    static func primary(_ context: inout CommandContext) throws {
        let bank = try context.bank()
        try context.store().makePrimary(bankID: bank.id)
        context.write(context.strings("cli.primary.done", TextSanitizer.sanitize(bank.name)))
    }

    /// A name as the create form takes it: controls out, trimmed, not empty, at most 30.
    static func cleanName(_ name: String, _ strings: Strings) throws -> String {
        let cleaned = TextSanitizer.strip(name).trimmed
        guard !cleaned.isEmpty else { throw UsageError(strings["cli.name.empty"]) }
        guard cleaned.count <= PiggyBankDraft.nameLimit else {
            throw UsageError(strings.count("cli.name.long", cleaned.count, PiggyBankDraft.nameLimit))
        }
        return cleaned
    }

    static func icon(_ id: String, _ strings: Strings) throws -> String {
        guard IconCatalog.icon(id: id) != nil else {
            throw UsageError(strings("cli.icon.unknown", id, IconCatalog.all.map(\.id).joined(separator: ", ")))
        }
        return id
    }
}
