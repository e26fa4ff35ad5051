import FoundationEssentials
import TerminalText

extension PiggyBankStore {
    /// How `import` treats what is already there.
    public enum ImportMode: Sendable {
        /// Everything is replaced; ids, order and settings are kept as exported.
        case replace
        /// The banks are added under new ids after the existing ones; settings are untouched.
        case merge
    }

    /// The whole store as a document.
    public func exportDocument(now: Date = Date()) throws -> ExportDocument {
        let banks = try allBanks().map(exportedBank)
        let stored = settings
        let exportedSettings = ExportDocument.Settings(
            language: stored.string(forKey: SettingKey.language), currency: stored.string(forKey: SettingKey.currency),
            theme: stored.string(forKey: SettingKey.theme),
            askBeforeDeleting: stored.string(forKey: SettingKey.askBeforeDeleting).flatMap { Bool($0) },
            showAmounts: stored.string(forKey: SettingKey.showAmounts).flatMap { Bool($0) },
            debtMode: stored.string(forKey: SettingKey.debtMode).flatMap { Bool($0) })
        return ExportDocument(
            format: ExportDocument.formatName, version: ExportDocument.currentVersion, exported: Self.iso(now), settings: exportedSettings,
            banks: banks)
    }

    private func exportedBank(_ bank: PiggyBank) throws -> ExportDocument.Bank {
        var records: [ExportDocument.Record] = []
        try forEachRecord(bankID: bank.id, since: nil, until: nil) { record in
            records.append(
                ExportDocument.Record(
                    id: record.id, amount: Money.format(record.listedAmount), type: record.kind.rawValue,
                    date: Self.iso(record.date), note: record.note, automatic: record.isAutomatic))
        }
        let schedule = schedule(of: bank.id).map { schedule in
            ExportDocument.Schedule(
                amount: Money.format(schedule.amount), every: schedule.frequency.rawValue, on: schedule.day,
                from: schedule.start.description,
                until: schedule.end?.description, lastRun: schedule.lastRun?.description)
        }
        return ExportDocument.Bank(
            id: bank.id, name: bank.name, icon: bank.icon, target: Money.format(bank.targetAmount), amount: Money.format(bank.amount),
            initial: Money.format(bank.initialAmount), created: Self.iso(bank.creationDate), expires: bank.expirationDate,
            completed: bank.completionDate.map(Self.iso), primary: bank.isPrimary, order: bank.sortOrder, schedule: schedule,
            records: records.reversed())
    }

    /// Imports a document in one transaction: everything, or (with the first problem named)
    /// nothing. Names and notes lose their control characters; amounts are held to the limits
    /// typing has; a bank's records must add up to its balance. With `dryRun` the transaction
    /// is rolled back and only the summary is returned.
    public func importDocument(_ document: ExportDocument, mode: ImportMode, force: Bool = false, dryRun: Bool = false) throws
        -> ImportSummary
    {
        let banks = try ImportValidation.banks(of: document)
        let settings = try ImportValidation.settings(of: document)
        var summary = ImportSummary()
        do {
            try database.transaction {
                if mode == .replace {
                    summary.removedBanks = Int(try scalar("SELECT count(*) FROM piggy_banks"))
                    guard summary.removedBanks == 0 || force else {
                        throw ImportError(
                            path: "", reason: "the store has \(summary.removedBanks) piggy banks; --replace needs an empty store or --force"
                        )
                    }
                    try database.execute("DELETE FROM schedules; DELETE FROM records; DELETE FROM piggy_banks")
                    for (key, value) in settings {
                        try self.settings.set(value, forKey: key)
                        summary.settingsChanged = true
                    }
                }
                let existingNames = Set(try allBanks().map(\.name))
                var order = Int(try scalar("SELECT coalesce(max(sort_order), 0) FROM piggy_banks"))
                // A merge keeps the store's primary bank; into a store without one, the document's.
                let keepsPrimary = try mode == .replace || (scalar("SELECT count(*) FROM piggy_banks WHERE is_primary = 1")) == 0
                for bank in banks {
                    if mode == .merge, existingNames.contains(bank.name) { summary.clashes.append(bank.name) }
                    order += 1
                    let id = try insert(
                        bank, keepingID: mode == .replace, primary: keepsPrimary && bank.primary,
                        order: mode == .replace ? bank.order : order)
                    summary.banks += 1
                    summary.records += bank.records.count
                    if let schedule = bank.schedule {
                        try insertSchedule(schedule, bankID: id)
                        summary.schedules += 1
                    }
                }
                if dryRun { throw DryRunRollback() }
            }
        } catch is DryRunRollback {
            return summary
        }
        if summary.settingsChanged { changedElsewhere() } else { changed() }
        return summary
    }

    private struct DryRunRollback: Error {}

    private func insert(_ bank: ImportValidation.Bank, keepingID: Bool, primary: Bool, order: Int) throws -> Int64 {
        try database.prepare(
            """
            INSERT INTO piggy_banks (id, name, icon, target_cents, amount_cents, initial_cents, created_at, expires_on, is_primary, sort_order, completed_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        ).bind([
            keepingID ? .integer(bank.id) : nil, .text(bank.name), bank.icon.map(SQLiteValue.text), .integer(bank.targetCents),
            .integer(bank.amountCents), .integer(bank.initialCents), .integer(bank.created), bank.expires.map(SQLiteValue.text),
            .integer(primary ? 1 : 0), .integer(Int64(order)), bank.completed.map(SQLiteValue.integer),
        ]).run()
        let id = database.lastInsertID
        let statement = try database.prepare(
            "INSERT INTO records (id, bank_id, amount_cents, date, is_deposit, note, is_automatic, is_adjustment) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
        )
        for record in bank.records {
            try statement.bind([
                keepingID ? .integer(record.id) : nil, .integer(id), .integer(record.cents), .integer(record.date),
                .integer(record.isDeposit ? 1 : 0),
                record.note.map(SQLiteValue.text), .integer(record.isAutomatic ? 1 : 0), .integer(record.isAdjustment ? 1 : 0),
            ]).run()
        }
        return id
    }

    private func insertSchedule(_ schedule: DepositSchedule, bankID: Int64) throws {
        try database.prepare(
            "INSERT INTO schedules (bank_id, amount_cents, frequency, on_day, starts_on, ends_on, last_run_on) VALUES (?, ?, ?, ?, ?, ?, ?)"
        ).bind([
            .integer(bankID), .integer(Money.cents(schedule.amount)), .text(schedule.frequency.rawValue), .integer(Int64(schedule.day)),
            .text(schedule.start.description), schedule.end.map { .text($0.description) }, schedule.lastRun.map { .text($0.description) },
        ]).run()
    }

    static func iso(_ date: Date) -> String { date.isoText }
}
