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
        guard !banks.isEmpty else { return context.write("no piggy banks") }
        for bank in banks { context.write(line(bank, currency: currency, language: context.language)) }
    }

    /// "1\tTrip\t$100.00/$1,200.50\tprimary".
    static func line(_ bank: PiggyBank, currency: Currency, language: Language) -> String {
        "\(bank.id)\t\(TextSanitizer.sanitize(bank.name))\t\(currency.format(bank.amount, in: language))/\(currency.format(bank.targetAmount, in: language))\(bank.isPrimary ? "\tprimary" : "")"
    }

    static func add(_ context: inout CommandContext) throws {
        guard let name = context.value("name") else { throw UsageError("add needs --name NAME") }
        guard let target = context.value("target") else { throw UsageError("add needs --target AMOUNT") }
        var draft = PiggyBankDraft()
        draft.name = try cleanName(name)
        draft.targetAmount = try CommandContext.amount(target, positive: true)
        draft.initialAmount = try context.value("initial").map { try CommandContext.amount($0, positive: false) } ?? 0
        draft.icon = try context.value("icon").map(icon)
        if let expires = context.value("expires") {
            draft.hasExpiration = true
            draft.expirationText = try CommandContext.date(expires, option: "expires").description
        }
        let bank = try context.store().create(from: draft)
        context.write("created " + line(bank, currency: try context.currency(), language: context.language))
    }

    static func edit(_ context: inout CommandContext) throws {
        let bank = try context.bank()
        var draft = PiggyBankDraft(editing: bank, schedule: try context.store().schedule(of: bank.id))
        if let name = context.value("name") { draft.name = try cleanName(name) }
        if let target = context.value("target") { draft.targetAmount = try CommandContext.amount(target, positive: true) }
        if let icon = context.value("icon") { draft.icon = icon == "none" ? nil : try self.icon(icon) }
        if let expires = context.value("expires") {
            draft.hasExpiration = expires != "none"
            draft.expirationText = expires == "none" ? "" : try CommandContext.date(expires, option: "expires").description
        }
        let store = try context.store()
        try store.update(bankID: bank.id, with: draft)
        context.write("changed " + line(store.bank(id: bank.id) ?? bank, currency: try context.currency(), language: context.language))
    }

    static func delete(_ context: inout CommandContext) throws {
        let bank = try context.bank()
        let store = try context.store()
        let records = store.recordCount(of: bank.id)
        if !context.flag("yes") {
            guard isatty(STDIN_FILENO) == 1 else { throw UsageError("delete asks first; add --yes to delete without asking") }
            print("Delete “\(TextSanitizer.sanitize(bank.name))” and its \(records) records? [y/N] ", terminator: "")
            guard let answer = readLine(), answer.lowercased().hasPrefix("y") else { return context.write("nothing was deleted") }
        }
        try store.delete(bankID: bank.id)
        context.write("deleted \(bank.id)\t\(TextSanitizer.sanitize(bank.name)) and its \(records) records")
    }

    static func primary(_ context: inout CommandContext) throws {
        let bank = try context.bank()
        try context.store().makePrimary(bankID: bank.id)
        context.write("\(TextSanitizer.sanitize(bank.name)) is now the primary piggy bank")
    }

    /// A name as the create form takes it: controls out, trimmed, not empty, at most 30.
    static func cleanName(_ name: String) throws -> String {
        let cleaned = TextSanitizer.strip(name).trimmed
        guard !cleaned.isEmpty else { throw UsageError("the name is empty") }
        guard cleaned.count <= PiggyBankDraft.nameLimit else {
            throw UsageError("the name has \(cleaned.count) characters; at most \(PiggyBankDraft.nameLimit) fit")
        }
        return cleaned
    }

    static func icon(_ id: String) throws -> String {
        guard IconCatalog.icon(id: id) != nil else {
            throw UsageError("unknown icon '\(id)'; icons: \(IconCatalog.all.map(\.id).joined(separator: ", "))")
        }
        return id
    }
}
