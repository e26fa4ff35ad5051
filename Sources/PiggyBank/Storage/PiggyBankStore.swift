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
    @ObservationIgnored private var pages: [BankPageKey: [PiggyBank]] = [:]
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

    func changed() {
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

    /// The folder the database file is in.
    public var folder: String {
        let path = database.path
        return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    }

    /// The database's size in bytes (pages in use, the write-ahead log aside).
    public var fileSize: Int64 {
        _ = revision
        return ((try? scalar("PRAGMA page_count")) ?? 0) * ((try? scalar("PRAGMA page_size")) ?? 0)
    }

    /// How many piggy banks there are.
    public var bankCount: Int { bankCount(.all) }

    /// How many banks a filter lets through.
    public func bankCount(_ filter: BankFilter) -> Int {
        _ = revision
        return (try? scalar("SELECT count(*) FROM piggy_banks WHERE \(Self.condition(filter))")).map(Int.init) ?? 0
    }

    private static func condition(_ filter: BankFilter) -> String {
        switch filter {
        case .all: "1"
        case .inProgress: "amount_cents < target_cents"
        case .completed: "amount_cents >= target_cents"
        }
    }

    private struct BankPageKey: Hashable {
        let filter: BankFilter
        let page: Int
    }

    /// The primary bank (the one Home shows), or the first one when none is marked.
    public var primaryBank: PiggyBank? {
        _ = revision
        return try? banks(where: "1 ORDER BY is_primary DESC, sort_order, id LIMIT 1").first
    }

    /// The bank at a position of the manage list (by sort order) among those `filter` lets
    /// through, read a page at a time.
    public func bank(at index: Int, filter: BankFilter = .all) -> PiggyBank? {
        if pagesRevision != revision {
            pages = [:]
            pagesRevision = revision
        }
        let key = BankPageKey(filter: filter, page: index / Self.pageSize)
        if pages[key] == nil {
            pages[key] =
                (try? banks(
                    where: "\(Self.condition(filter)) ORDER BY sort_order, id LIMIT \(Self.pageSize) OFFSET \(key.page * Self.pageSize)"))
                ?? []
        }
        let rows = pages[key]!
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
            "SELECT id, bank_id, amount_cents, date, is_deposit, note, is_automatic FROM records WHERE bank_id = ? ORDER BY id DESC LIMIT ? OFFSET ?"
        )
        statement.bind([.integer(bankID), .integer(Int64(limit)), .integer(Int64(offset))])
        return try readRecords(statement)
    }

    /// Records of one bank or of all, newest first, paged by ``RecordPager``.
    public func recordPager(bankID: Int64?) -> RecordPager { RecordPager(store: self, bankID: bankID) }

    /// How many records one bank (or, for nil, every bank) has.
    func recordCount(bankID: Int64?) throws -> Int {
        _ = revision
        guard let bankID else { return Int(try scalar("SELECT coalesce(sum(records), 0) FROM monthly_totals")) }
        return Int(try scalar("SELECT count(*) FROM records WHERE bank_id = ?", [.integer(bankID)]))
    }

    /// Up to `limit` records older than `edge` (all from the newest when nil), newest first.
    func recordPage(bankID: Int64?, olderThan edge: SavingsRecord?, limit: Int) throws -> [SavingsRecord] {
        try recordRows(bankID: bankID, edge: edge.map { ("<", $0) }, descending: true, limit: limit, offset: 0)
    }

    /// Up to `limit` records newer than `edge` (all from the oldest when nil), newest first.
    func recordPage(bankID: Int64?, newerThan edge: SavingsRecord?, limit: Int) throws -> [SavingsRecord] {
        try recordRows(bankID: bankID, edge: edge.map { (">", $0) }, descending: false, limit: limit, offset: 0).reversed()
    }

    /// A page by position: the fallback for a jump with no neighbouring page read.
    func recordPage(bankID: Int64?, offset: Int, limit: Int) throws -> [SavingsRecord] {
        try recordRows(bankID: bankID, edge: nil, descending: true, limit: limit, offset: offset)
    }

    private func recordRows(
        bankID: Int64?, edge: (comparison: String, record: SavingsRecord)?, descending: Bool, limit: Int, offset: Int
    ) throws -> [SavingsRecord] {
        _ = revision
        var conditions = Self.bankCondition(bankID)
        if let edge {
            conditions.append(
                ("(date, id) \(edge.comparison) (?, ?)", [.integer(Self.seconds(edge.record.date)), .integer(edge.record.id)]))
        }
        return try readRecords(recordStatement(conditions, descending: descending, limit: limit, offset: offset))
    }

    private static func bankCondition(_ bankID: Int64?) -> [(sql: String, values: [SQLiteValue?])] {
        bankID.map { [("bank_id = ?", [.integer($0)])] } ?? []
    }

    /// The records (the columns ``record(_:)`` reads) where every condition holds, ordered by
    /// date then id.
    private func recordStatement(
        _ conditions: [(sql: String, values: [SQLiteValue?])], descending: Bool = true, limit: Int? = nil, offset: Int = 0
    ) throws -> SQLiteStatement {
        let order = descending ? "DESC" : "ASC"
        let statement = try database.prepare(
            """
            SELECT id, bank_id, amount_cents, date, is_deposit, note, is_automatic FROM records
            \(conditions.isEmpty ? "" : "WHERE " + conditions.map(\.sql).joined(separator: " AND "))
            ORDER BY date \(order), id \(order)\(limit.map { " LIMIT \($0) OFFSET \(offset)" } ?? "")
            """)
        statement.bind(conditions.flatMap(\.values))
        return statement
    }

    private func readRecords(_ statement: SQLiteStatement) throws -> [SavingsRecord] {
        var records: [SavingsRecord] = []
        while try statement.step() { records.append(Self.record(statement)) }
        return records
    }

    private static func record(_ statement: SQLiteStatement) -> SavingsRecord {
        SavingsRecord(
            id: statement.integer(0), bankID: statement.integer(1), amount: Money.amount(cents: statement.integer(2)),
            date: Date(timeIntervalSince1970: Double(statement.integer(3))), isDeposit: statement.integer(4) != 0,
            note: statement.isNull(5) ? nil : statement.text(5), isAutomatic: statement.integer(6) != 0)
    }

    /// One record by id, or nil.
    public func record(id: Int64) throws -> SavingsRecord? {
        let statement = try database.prepare(
            "SELECT id, bank_id, amount_cents, date, is_deposit, note, is_automatic FROM records WHERE id = ?")
        statement.bind([.integer(id)])
        return try readRecords(statement).first
    }

    /// Calls `body` with every record of a bank (or of all) between two days, newest first,
    /// one row at a time: memory stays flat whatever the count (the command line streams).
    public func forEachRecord(
        bankID: Int64?, since: CalendarDate?, until: CalendarDate?, _ body: (SavingsRecord) throws -> Void
    ) throws {
        var conditions = Self.bankCondition(bankID)
        if let since { conditions.append(("date >= ?", [.integer(Int64(since.dayNumber) * 86_400)])) }
        if let until { conditions.append(("date < ?", [.integer(Int64(until.dayNumber + 1) * 86_400)])) }
        let statement = try recordStatement(conditions)
        while try statement.step() { try body(Self.record(statement)) }
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
                INSERT INTO piggy_banks (name, icon, target_cents, amount_cents, initial_cents, created_at, expires_on, is_primary, sort_order, completed_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)
                """
            ).bind([
                .text(values.name), draft.icon.map(SQLiteValue.text), .integer(Money.cents(values.target)),
                .integer(Money.cents(values.initial)), .integer(Money.cents(values.initial)), .integer(Self.seconds(now)),
                values.expiration.map(SQLiteValue.text), .integer(order),
                values.initial >= values.target ? .integer(Self.seconds(now)) : nil,
            ]).run()
            let id = database.lastInsertID
            if values.initial > 0 { try insertRecord(bankID: id, cents: Money.cents(values.initial), deposit: true, note: nil, at: now) }
            if let schedule = draft.schedule?.schedule(today: CalendarDate(now)) { try writeSchedule(schedule, for: id) }
            return id
        }
        changed()
        return bank(id: id)!
    }

    /// Deposits, past the target if need be (a bank holds at most ``Money/maximum``); returns the
    /// amount actually deposited. The first deposit that fills the bank sets its completion date.
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
            let statement = try database.prepare("SELECT amount_cents FROM piggy_banks WHERE id = ?")
            statement.bind([.integer(bankID)])
            guard try statement.step() else { throw StorageError.failed("no piggy bank with id \(bankID)") }
            let saved = statement.integer(0)
            let cents = min(Money.cents(amount), deposit ? Money.cents(Money.maximum) - saved : saved)
            guard cents > 0 else { return 0 }
            try database.prepare(
                """
                UPDATE piggy_banks SET amount_cents = amount_cents + ?1,
                    completed_at = CASE WHEN completed_at IS NULL AND amount_cents + ?1 >= target_cents THEN ?2 ELSE completed_at END
                WHERE id = ?3
                """
            ).bind([.integer(deposit ? cents : -cents), .integer(Self.seconds(now)), .integer(bankID)]).run()
            try insertRecord(bankID: bankID, cents: cents, deposit: deposit, note: note, at: now)
            return cents
        }
        if applied > 0 { changed() }
        return Money.amount(cents: applied)
    }

    func insertRecord(bankID: Int64, cents: Int64, deposit: Bool, note: String?, at date: Date, automatic: Bool = false) throws {
        let cleanNote = note.map { TextSanitizer.strip($0).trimmed }.flatMap { $0.isEmpty ? nil : $0 }
        try database.prepare("INSERT INTO records (bank_id, amount_cents, date, is_deposit, note, is_automatic) VALUES (?, ?, ?, ?, ?, ?)")
            .bind([
                .integer(bankID), .integer(cents), .integer(Self.seconds(date)), .integer(deposit ? 1 : 0), cleanNote.map(SQLiteValue.text),
                .integer(automatic ? 1 : 0),
            ])
            .run()
    }

    /// Stores what the edit form changed: name, target, icon, expiry and recurring deposit
    /// (what it already deposited stays done), in one transaction,
    /// with the create flow's rules (``PiggyBankDraft/confirmed``; an empty name keeps the old
    /// one). The saved amount is never touched; the completed state follows the new target:
    /// a bank the new target fills is completed now, one it no longer fills is in progress again.
    public func update(bankID: Int64, with draft: PiggyBankDraft, now: Date = Date()) throws {
        guard let bank = bank(id: bankID) else { return }
        let values = draft.confirmed
        let name = draft.name.trimmed.isEmpty ? bank.name : values.name
        try database.transaction {
            try database.prepare(
                """
                UPDATE piggy_banks SET name = ?1, target_cents = ?2, icon = ?3, expires_on = ?4,
                    completed_at = CASE WHEN amount_cents < ?2 THEN NULL ELSE coalesce(completed_at, ?5) END
                WHERE id = ?6
                """
            ).bind([
                .text(TextSanitizer.strip(name)), .integer(Money.cents(values.target)), draft.icon.map(SQLiteValue.text),
                values.expiration.map(SQLiteValue.text), .integer(Self.seconds(now)), .integer(bankID),
            ])
            .run()
            try writeSchedule(draft.schedule?.schedule(today: CalendarDate(now)), for: bankID)
        }
        changed()
    }

    /// Deletes a mistaken record and moves the bank's balance back by its amount. A deposit
    /// that was since spent (the balance would fall below zero) is refused, changing nothing.
    public func deleteRecord(id: Int64) throws {
        try database.transaction {
            let statement = try database.prepare(
                "SELECT r.bank_id, r.amount_cents, r.is_deposit, b.amount_cents FROM records r JOIN piggy_banks b ON b.id = r.bank_id WHERE r.id = ?"
            )
            statement.bind([.integer(id)])
            guard try statement.step() else { throw StorageError.failed("no record with id \(id)") }
            let bankID = statement.integer(0), cents = statement.integer(1), balance = statement.integer(3)
            let change = statement.integer(2) != 0 ? -cents : cents
            guard balance + change >= 0 else {
                throw RecordDeletionError(needed: Money.amount(cents: cents), balance: Money.amount(cents: balance))
            }
            guard balance + change <= Money.cents(Money.maximum) else {
                throw StorageError.failed("the balance would pass the largest amount")
            }
            try database.prepare("DELETE FROM records WHERE id = ?").bind([.integer(id)]).run()
            try database.prepare(
                """
                UPDATE piggy_banks SET amount_cents = amount_cents + ?1,
                    completed_at = CASE WHEN amount_cents + ?1 < target_cents THEN NULL ELSE completed_at END
                WHERE id = ?2
                """
            ).bind([.integer(change), .integer(bankID)]).run()
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

    /// Moves a bank one place up (`offset` -1) or down (+1) in the list order, swapping it with
    /// its neighbour; at either end nothing changes.
    public func move(bankID: Int64, by offset: Int) throws {
        let moved = try database.transaction { () throws -> Bool in
            guard let bank = try banks(where: "id = ?", [.integer(bankID)]).first else { return false }
            let (comparison, order) = offset < 0 ? ("<", "DESC") : (">", "ASC")
            guard
                let neighbour = try banks(
                    where: "(sort_order, id) \(comparison) (?, ?) ORDER BY sort_order \(order), id \(order) LIMIT 1",
                    [.integer(Int64(bank.sortOrder)), .integer(bank.id)]
                ).first
            else { return false }
            if neighbour.sortOrder == bank.sortOrder {
                // Equal orders (ties broken by id) cannot be swapped: number the list afresh first.
                try database.execute(
                    "UPDATE piggy_banks SET sort_order = (SELECT count(*) FROM piggy_banks p WHERE (p.sort_order, p.id) <= (piggy_banks.sort_order, piggy_banks.id))"
                )
                return try moveAgain(bankID: bankID, offset: offset)
            }
            let update = try database.prepare("UPDATE piggy_banks SET sort_order = ? WHERE id = ?")
            try update.bind([.integer(Int64(neighbour.sortOrder)), .integer(bank.id)]).run()
            try update.bind([.integer(Int64(bank.sortOrder)), .integer(neighbour.id)]).run()
            return true
        }
        if moved { changed() }
    }

    /// The swap of ``move(bankID:by:)`` once the orders are distinct (inside its transaction).
    private func moveAgain(bankID: Int64, offset: Int) throws -> Bool {
        let ordered = try banks(where: "1 ORDER BY sort_order, id").map(\.id)
        guard let index = ordered.firstIndex(of: bankID), ordered.indices.contains(index + offset) else { return false }
        let update = try database.prepare("UPDATE piggy_banks SET sort_order = ? WHERE id = ?")
        try update.bind([.integer(Int64(index + offset + 1)), .integer(bankID)]).run()
        try update.bind([.integer(Int64(index + 1)), .integer(ordered[index + offset])]).run()
        return true
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
            SELECT id, name, icon, target_cents, amount_cents, initial_cents, created_at, expires_on, is_primary, sort_order, completed_at
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
                    isPrimary: statement.integer(8) != 0, sortOrder: Int(statement.integer(9)),
                    completionDate: statement.isNull(10) ? nil : Date(timeIntervalSince1970: Double(statement.integer(10)))))
        }
        return banks
    }

    func scalar(_ sql: String, _ values: [SQLiteValue?] = []) throws -> Int64 {
        let statement = try database.prepare(sql)
        statement.bind(values)
        return try statement.step() ? statement.integer(0) : 0
    }

    static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }
}
