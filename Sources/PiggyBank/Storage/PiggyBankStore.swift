import FoundationEssentials
import Observation
import TerminalText

/// The observable state store of the app, kept in SQLite.
///
/// Every change runs in one transaction and bumps ``revision``; every read touches it, so a
/// view body that shows store data re-renders after any change, and only such bodies do.
/// Banks are read in pages of ``pageSize`` rows, so a list of 100,000 banks never loads them all.
@Observable
@MainActor
public final class PiggyBankStore {
    public static let fileName = "piggybank.sqlite"
    static let pageSize = 64

    @ObservationIgnored let database: SQLiteDatabase
    @ObservationIgnored private var pages: [Int: [PiggyBank]] = [:]
    @ObservationIgnored private var pagesRevision = -1
    /// Bumped by every change.
    public private(set) var revision = 0

    /// Opens (creating if needed) the store in a folder, migrating it to the current schema.
    public static func open(directory: String) throws -> PiggyBankStore {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw StorageError.unavailable(path: directory, reason: "cannot create the folder")
        }
        return try PiggyBankStore(path: directory + "/" + fileName)
    }

    /// Opens the database file at `path`. Reads first, so a corrupt or newer file is reported
    /// before anything is written to it.
    public init(path: String) throws {
        database = try SQLiteDatabase(path: path)
        let version = try Migrations.userVersion(database)
        if version > Migrations.currentVersion { throw StorageError.newerSchema(path: path, version: version) }
        try database.execute("PRAGMA foreign_keys = ON")
        try database.execute("PRAGMA journal_mode = WAL")
        // With WAL, NORMAL syncs at checkpoints, not at every commit: a killed process loses
        // nothing and the file never corrupts; only a power cut can lose the newest commits.
        // It takes an fsync off every keystroke that autosaves the draft.
        try database.execute("PRAGMA synchronous = NORMAL")
        try Migrations.migrate(database)
    }

    @ObservationIgnored private var seenDataVersion: Int64 = -1

    private func changed() {
        revision += 1
    }

    /// Re-renders what shows store data when another process (a second piggybank, a script)
    /// committed since the last look. One `PRAGMA data_version` read: cheap enough for every key.
    public func refreshIfChangedElsewhere() {
        guard let version = try? scalar("PRAGMA data_version") else { return }
        if seenDataVersion >= 0, version != seenDataVersion { changed() }
        seenDataVersion = version
    }

    // MARK: Reading

    /// How many piggy banks there are.
    public var bankCount: Int {
        _ = revision
        return (try? scalar("SELECT count(*) FROM piggy_banks")).map(Int.init) ?? 0
    }

    /// The primary bank (the one Home shows), or the first one when none is marked.
    public var primaryBank: PiggyBank? {
        _ = revision
        return try? banks(where: "1 ORDER BY is_primary DESC, sort_order, id LIMIT 1").first
    }

    /// The bank at a position of the manage list (by sort order), read a page at a time.
    public func bank(at index: Int) -> PiggyBank? {
        if pagesRevision != revision {
            pages = [:]
            pagesRevision = revision
        }
        let page = index / Self.pageSize
        if pages[page] == nil {
            pages[page] = (try? banks(where: "1 ORDER BY sort_order, id LIMIT \(Self.pageSize) OFFSET \(page * Self.pageSize)")) ?? []
        }
        let rows = pages[page]!
        let offset = index % Self.pageSize
        return offset < rows.count ? rows[offset] : nil
    }

    /// Every bank, in list order (for the command line).
    public func allBanks() throws -> [PiggyBank] {
        _ = revision
        return try banks(where: "1 ORDER BY sort_order, id")
    }

    public func bank(id: Int64) -> PiggyBank? {
        _ = revision
        return try? banks(where: "id = ?", [.integer(id)]).first
    }

    /// A bank by its id (digits) or its exact name.
    public func bank(named reference: String) -> PiggyBank? {
        if let id = Int64(reference), let bank = bank(id: id) { return bank }
        return try? banks(where: "name = ? ORDER BY id LIMIT 1", [.text(reference)]).first
    }

    /// A bank's records, newest first.
    public func records(of bankID: Int64, limit: Int = 200, offset: Int = 0) throws -> [SavingsRecord] {
        _ = revision
        let statement = try database.prepare(
            "SELECT id, bank_id, amount_cents, date, is_deposit, note FROM records WHERE bank_id = ? ORDER BY id DESC LIMIT ? OFFSET ?")
        statement.bind([.integer(bankID), .integer(Int64(limit)), .integer(Int64(offset))])
        var records: [SavingsRecord] = []
        while try statement.step() {
            records.append(
                SavingsRecord(
                    id: statement.integer(0), bankID: statement.integer(1), amount: Money.amount(cents: statement.integer(2)),
                    date: Date(timeIntervalSince1970: Double(statement.integer(3))), isDeposit: statement.integer(4) != 0,
                    note: statement.isNull(5) ? nil : statement.text(5)))
        }
        return records
    }

    public func recordCount(of bankID: Int64) -> Int {
        _ = revision
        return (try? scalar("SELECT count(*) FROM records WHERE bank_id = ?", [.integer(bankID)])).map(Int.init) ?? 0
    }

    // MARK: Changing

    /// Inserts the bank a confirmed draft describes (defaults and caps applied) and makes it the
    /// primary bank; its initial amount, if any, becomes its first record.
    @discardableResult
    public func create(from draft: PiggyBankDraft, now: Date = Date()) throws -> PiggyBank {
        let values = draft.confirmed
        let id = try database.transaction { () throws -> Int64 in
            try database.execute("UPDATE piggy_banks SET is_primary = 0 WHERE is_primary = 1")
            let order = try scalar("SELECT coalesce(max(sort_order), 0) + 1 FROM piggy_banks")
            try database.prepare(
                """
                INSERT INTO piggy_banks (name, icon, target_cents, amount_cents, initial_cents, created_at, expires_on, is_primary, sort_order)
                VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)
                """
            ).bind([
                .text(values.name), draft.icon.map(SQLiteValue.text), .integer(Money.cents(values.target)),
                .integer(Money.cents(values.initial)), .integer(Money.cents(values.initial)), .integer(Self.seconds(now)),
                values.expiration.map(SQLiteValue.text), .integer(order),
            ]).run()
            let id = database.lastInsertID
            if values.initial > 0 { try insertRecord(bankID: id, cents: Money.cents(values.initial), deposit: true, note: nil, at: now) }
            return id
        }
        changed()
        return bank(id: id)!
    }

    /// Deposits up to what is left to the target; returns the amount actually deposited.
    @discardableResult
    public func deposit(_ amount: Decimal, into bankID: Int64, note: String? = nil, now: Date = Date()) throws -> Decimal {
        try move(amount, bankID: bankID, deposit: true, note: note, now: now)
    }

    /// Withdraws up to the balance; returns the amount actually withdrawn.
    @discardableResult
    public func withdraw(_ amount: Decimal, from bankID: Int64, note: String? = nil, now: Date = Date()) throws -> Decimal {
        try move(amount, bankID: bankID, deposit: false, note: note, now: now)
    }

    private func move(_ amount: Decimal, bankID: Int64, deposit: Bool, note: String?, now: Date) throws -> Decimal {
        guard amount > 0 else { return 0 }
        let applied = try database.transaction { () throws -> Int64 in
            let statement = try database.prepare("SELECT amount_cents, target_cents FROM piggy_banks WHERE id = ?")
            statement.bind([.integer(bankID)])
            guard try statement.step() else { throw StorageError.failed("no piggy bank with id \(bankID)") }
            let saved = statement.integer(0), target = statement.integer(1)
            let cents = min(Money.cents(amount), deposit ? max(0, target - saved) : saved)
            guard cents > 0 else { return 0 }
            try database.prepare("UPDATE piggy_banks SET amount_cents = amount_cents + ? WHERE id = ?")
                .bind([.integer(deposit ? cents : -cents), .integer(bankID)]).run()
            try insertRecord(bankID: bankID, cents: cents, deposit: deposit, note: note, at: now)
            return cents
        }
        if applied > 0 { changed() }
        return Money.amount(cents: applied)
    }

    private func insertRecord(bankID: Int64, cents: Int64, deposit: Bool, note: String?, at date: Date) throws {
        let cleanNote = note.map { TextSanitizer.strip($0).trimmed }.flatMap { $0.isEmpty ? nil : $0 }
        try database.prepare("INSERT INTO records (bank_id, amount_cents, date, is_deposit, note) VALUES (?, ?, ?, ?, ?)")
            .bind([
                .integer(bankID), .integer(cents), .integer(Self.seconds(date)), .integer(deposit ? 1 : 0), cleanNote.map(SQLiteValue.text),
            ])
            .run()
    }

    /// Renames a bank and sets its target, in one transaction. The name is cleaned (control
    /// characters out, trimmed, at most ``PiggyBankDraft/nameLimit`` characters; empty keeps the
    /// old one); the target may not fall below what is saved. The saved amount is never touched.
    public func update(bankID: Int64, name: String, targetAmount: Decimal) throws {
        guard let bank = bank(id: bankID) else { return }
        let cleaned = String(TextSanitizer.strip(name).trimmed.prefix(PiggyBankDraft.nameLimit))
        let target = min(Money.maximum, max(targetAmount, bank.amount, Decimal(string: "0.01")!))
        try database.transaction {
            try database.prepare("UPDATE piggy_banks SET name = ?, target_cents = ? WHERE id = ?")
                .bind([.text(cleaned.isEmpty ? bank.name : cleaned), .integer(Money.cents(target)), .integer(bankID)]).run()
        }
        changed()
    }

    /// Deletes a bank and its records; another bank becomes primary if it was.
    public func delete(bankID: Int64) throws {
        try database.transaction {
            try database.prepare("DELETE FROM piggy_banks WHERE id = ?").bind([.integer(bankID)]).run()
            if try scalar("SELECT count(*) FROM piggy_banks WHERE is_primary = 1") == 0 {
                try database.execute(
                    "UPDATE piggy_banks SET is_primary = 1 WHERE id = (SELECT id FROM piggy_banks ORDER BY sort_order, id LIMIT 1)")
            }
        }
        changed()
    }

    /// Makes a bank the one Home shows.
    public func makePrimary(bankID: Int64) throws {
        try database.transaction {
            try database.execute("UPDATE piggy_banks SET is_primary = 0 WHERE is_primary = 1")
            try database.prepare("UPDATE piggy_banks SET is_primary = 1 WHERE id = ?").bind([.integer(bankID)]).run()
        }
        changed()
    }

    // MARK: Helpers

    private func banks(where clause: String, _ values: [SQLiteValue?] = []) throws -> [PiggyBank] {
        let statement = try database.prepare(
            """
            SELECT id, name, icon, target_cents, amount_cents, initial_cents, created_at, expires_on, is_primary, sort_order
            FROM piggy_banks WHERE \(clause)
            """)
        statement.bind(values)
        var banks: [PiggyBank] = []
        while try statement.step() {
            banks.append(
                PiggyBank(
                    id: statement.integer(0), name: statement.text(1) ?? "", icon: statement.text(2),
                    targetAmount: Money.amount(cents: statement.integer(3)), amount: Money.amount(cents: statement.integer(4)),
                    initialAmount: Money.amount(cents: statement.integer(5)),
                    creationDate: Date(timeIntervalSince1970: Double(statement.integer(6))), expirationDate: statement.text(7),
                    isPrimary: statement.integer(8) != 0, sortOrder: Int(statement.integer(9))))
        }
        return banks
    }

    private func scalar(_ sql: String, _ values: [SQLiteValue?] = []) throws -> Int64 {
        let statement = try database.prepare(sql)
        statement.bind(values)
        return try statement.step() ? statement.integer(0) : 0
    }

    private static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }
}
