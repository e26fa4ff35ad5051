import FoundationEssentials
import TerminalText

/// The records: pages for the lists, streams for the command line, and deposits, withdrawals
/// and deletions, each in one transaction with the bank's balance.
extension PiggyBankStore {
    /// A bank's records, newest first.
    public func records(of bankID: Int64, limit: Int = 200, offset: Int = 0) throws -> [SavingsRecord] {
        try database.withCachedStatement("\(Self.recordColumns) WHERE bank_id = ? ORDER BY id DESC LIMIT ? OFFSET ?") { statement in
            statement.bind([.integer(bankID), .integer(Int64(limit)), .integer(Int64(offset))])
            return try readRecords(statement)
        }
    }

    /// Records of one bank or of all, newest first, paged by ``RecordPager``; with a `search`,
    /// only those whose note contains it (in any letter case). A search typed on from the
    /// `previous` one may be answered with less reading.
    public func recordPager(bankID: Int64?, search: String = "", narrowing previous: RecordPager? = nil) -> RecordPager {
        RecordPager(store: self, bankID: bankID, search: search, narrowing: previous)
    }

    /// How many records one bank (or, for nil, every bank) has whose note contains `search`
    /// ("" for every record), dated from `from` on and before `before` (seconds, when given).
    /// A search reads every note: SQLite has no index for text inside a note.
    func recordCount(bankID: Int64?, search: String = "", from: Int64? = nil, before: Int64? = nil) throws -> Int {
        if bankID == nil, search.isEmpty, from == nil, before == nil {
            return Int(try scalar("SELECT coalesce(sum(records), 0) FROM monthly_totals"))
        }
        var conditions = Self.conditions(bankID: bankID, search: search)
        if let from { conditions.append(("date >= ?", [.integer(from)])) }
        if let before { conditions.append(("date < ?", [.integer(before)])) }
        let sql = "SELECT count(*) FROM records" + (conditions.isEmpty ? "" : " WHERE " + conditions.map(\.sql).joined(separator: " AND "))
        return Int(try scalar(sql, conditions.flatMap(\.values)))
    }

    /// The records of every bank whose note contains `search`, newest first, at most `limit`,
    /// read in one pass over the table and sorted: for a search that matches few records.
    func recordsMatching(_ search: String, limit: Int) throws -> [SavingsRecord] {
        let statement = try database.prepare(
            "\(Self.recordColumns) NOT INDEXED WHERE note GLOB ? ORDER BY date DESC, id DESC LIMIT ?")
        statement.bind([.text(NotePattern.glob(containing: search)), .integer(Int64(limit))])
        return try readRecords(statement)
    }

    /// Up to `limit` records older than `edge` (all from the newest when nil), newest first.
    func recordPage(bankID: Int64?, search: String = "", olderThan edge: SavingsRecord?, limit: Int) throws -> [SavingsRecord] {
        try recordRows(
            Self.conditions(bankID: bankID, search: search), edge: edge.map { ("<", $0) }, descending: true, limit: limit, offset: 0)
    }

    /// Up to `limit` records newer than `edge` (all from the oldest when nil), newest first.
    func recordPage(bankID: Int64?, search: String = "", newerThan edge: SavingsRecord?, limit: Int) throws -> [SavingsRecord] {
        try recordRows(
            Self.conditions(bankID: bankID, search: search), edge: edge.map { (">", $0) }, descending: false, limit: limit, offset: 0
        )
        .reversed()
    }

    /// A page by position: the fallback for a jump with no neighbouring page read.
    func recordPage(bankID: Int64?, search: String = "", offset: Int, limit: Int) throws -> [SavingsRecord] {
        try recordRows(Self.conditions(bankID: bankID, search: search), edge: nil, descending: true, limit: limit, offset: offset)
    }

    private func recordRows(
        _ conditions: [(sql: String, values: [SQLiteValue?])], edge: (comparison: String, record: SavingsRecord)?, descending: Bool,
        limit: Int, offset: Int
    ) throws -> [SavingsRecord] {
        var conditions = conditions
        if let edge {
            conditions.append(
                ("(date, id) \(edge.comparison) (?, ?)", [.integer(Self.seconds(edge.record.date)), .integer(edge.record.id)]))
        }
        // The page's size and offset are bound, so scrolling reuses one prepared statement per
        // shape of query (bank or all, search or not, direction) instead of preparing it per page.
        let order = descending ? "DESC" : "ASC"
        let sql = """
            \(Self.recordColumns)
            \(conditions.isEmpty ? "" : "WHERE " + conditions.map(\.sql).joined(separator: " AND "))
            ORDER BY date \(order), id \(order) LIMIT ? OFFSET ?
            """
        return try database.withCachedStatement(sql) { statement in
            statement.bind(conditions.flatMap(\.values) + [.integer(Int64(limit)), .integer(Int64(offset))])
            return try readRecords(statement)
        }
    }

    private static func bankCondition(_ bankID: Int64?) -> [(sql: String, values: [SQLiteValue?])] {
        bankID.map { [("bank_id = ?", [.integer($0)])] } ?? []
    }

    /// The bank's condition and, for a search, the note's.
    private static func conditions(bankID: Int64?, search: String) -> [(sql: String, values: [SQLiteValue?])] {
        bankCondition(bankID) + (search.isEmpty ? [] : [("note GLOB ?", [.text(NotePattern.glob(containing: search))])])
    }

    /// Every record (the columns ``record(_:)`` reads) where every condition holds, newest
    /// first by date then id.
    private func recordStatement(_ conditions: [(sql: String, values: [SQLiteValue?])]) throws -> SQLiteStatement {
        let statement = try database.prepare(
            """
            \(Self.recordColumns)
            \(conditions.isEmpty ? "" : "WHERE " + conditions.map(\.sql).joined(separator: " AND "))
            ORDER BY date DESC, id DESC
            """)
        statement.bind(conditions.flatMap(\.values))
        return statement
    }

    private func readRecords(_ statement: SQLiteStatement) throws -> [SavingsRecord] {
        var records: [SavingsRecord] = []
        while try statement.step() { records.append(Self.record(statement)) }
        return records
    }

    /// The columns ``record(_:)`` reads, in its order.
    private static let recordColumns = "SELECT id, bank_id, amount_cents, date, is_deposit, note, is_automatic, is_adjustment FROM records"

    private static func record(_ statement: SQLiteStatement) -> SavingsRecord {
        SavingsRecord(
            id: statement.integer(0), bankID: statement.integer(1), amount: Money.amount(cents: statement.integer(2)),
            date: Date(timeIntervalSince1970: Double(statement.integer(3))), isDeposit: statement.integer(4) != 0,
            note: statement.isNull(5) ? nil : statement.text(5), isAutomatic: statement.integer(6) != 0,
            isAdjustment: statement.integer(7) != 0)
    }

    /// One record by id, or nil.
    public func record(id: Int64) throws -> SavingsRecord? {
        let statement = try database.prepare("\(Self.recordColumns) WHERE id = ?")
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
        return (try? scalar("SELECT count(*) FROM records WHERE bank_id = ?", [.integer(bankID)])).map(Int.init) ?? 0
    }

    /// Deposits, past the target if need be (a bank holds at most ``Money/maximum``); returns the
    /// amount actually deposited. The first deposit that fills the bank sets its completion date.
    @discardableResult
    public func deposit(_ amount: Decimal, into bankID: Int64, note: String? = nil, now: Date = Date()) throws -> Decimal {
        try move(amount, bankID: bankID, deposit: true, note: note, now: now)
    }

    /// Withdraws up to what ``balancePolicy`` lets be taken (the balance, or past zero in debt
    /// mode); returns the amount actually withdrawn.
    @discardableResult
    public func withdraw(_ amount: Decimal, from bankID: Int64, note: String? = nil, now: Date = Date()) throws -> Decimal {
        try move(amount, bankID: bankID, deposit: false, note: note, now: now)
    }

    private func move(_ amount: Decimal, bankID: Int64, deposit: Bool, note: String?, now: Date) throws -> Decimal {
        guard amount > 0 else { return 0 }
        let applied = try database.transaction { () throws -> Int64 in
            let saved = try database.withCachedStatement("SELECT amount_cents FROM piggy_banks WHERE id = ?") { statement in
                statement.bind([.integer(bankID)])
                guard try statement.step() else { throw StorageError.failed("no piggy bank with id \(bankID)") }
                return statement.integer(0)
            }
            let available = Money.cents(balancePolicy.withdrawalLimit(balance: Money.amount(cents: saved)))
            let cents = min(Money.cents(amount), deposit ? Money.cents(Money.maximum) - saved : available)
            guard cents > 0 else { return 0 }
            try addToBalance(deposit ? cents : -cents, of: bankID, at: now)
            try insertRecord(bankID: bankID, cents: cents, deposit: deposit, note: note, at: now)
            return cents
        }
        if applied > 0 { changed() }
        return Money.amount(cents: applied)
    }

    /// Moves a bank's balance by `cents` (inside the caller's transaction); the first change that
    /// fills the bank dates its completion at `date`.
    func addToBalance(_ cents: Int64, of bankID: Int64, at date: Date) throws {
        try database.withCachedStatement(
            """
            UPDATE piggy_banks SET amount_cents = amount_cents + ?1,
                completed_at = CASE WHEN completed_at IS NULL AND amount_cents + ?1 >= target_cents THEN ?2 ELSE completed_at END
            WHERE id = ?3
            """
        ) { try $0.bind([.integer(cents), .integer(Self.seconds(date)), .integer(bankID)]).run() }
    }

    func insertRecord(
        bankID: Int64, cents: Int64, deposit: Bool, note: String?, at date: Date, automatic: Bool = false, adjustment: Bool = false
    ) throws {
        let cleanNote = note.map { TextSanitizer.strip($0).trimmed }.flatMap { $0.isEmpty ? nil : $0 }
        try database.withCachedStatement(
            "INSERT INTO records (bank_id, amount_cents, date, is_deposit, note, is_automatic, is_adjustment) VALUES (?, ?, ?, ?, ?, ?, ?)"
        ) { statement in
            try statement.bind([
                .integer(bankID), .integer(cents), .integer(Self.seconds(date)), .integer(deposit ? 1 : 0), cleanNote.map(SQLiteValue.text),
                .integer(automatic ? 1 : 0), .integer(adjustment ? 1 : 0),
            ])
            .run()
        }
    }

    /// Sets a bank's balance to `newBalance` by writing an adjustment record for the
    /// difference (kept in Records, exported, undone by deleting it); returns the difference.
    /// ``balancePolicy`` decides what is allowed (no balance below zero without debt mode).
    @discardableResult
    public func adjustBalance(of bankID: Int64, to newBalance: Decimal, note: String? = nil, now: Date = Date()) throws -> Decimal {
        let change = try database.transaction { () throws -> Int64 in
            let statement = try database.prepare("SELECT amount_cents FROM piggy_banks WHERE id = ?")
            statement.bind([.integer(bankID)])
            guard try statement.step() else { throw StorageError.failed("no piggy bank with id \(bankID)") }
            let change = Money.cents(try balancePolicy.adjustment(from: Money.amount(cents: statement.integer(0)), to: newBalance))
            try addToBalance(change, of: bankID, at: now)
            try insertRecord(bankID: bankID, cents: abs(change), deposit: change > 0, note: note, at: now, adjustment: true)
            return change
        }
        changed()
        return Money.amount(cents: change)
    }

    /// The rule for balances in force now: debt mode as the settings say (read each time, so a
    /// change made by another process counts at once).
    public var balancePolicy: BalancePolicy {
        BalancePolicy(allowsDebt: settings.string(forKey: SettingKey.debtMode) == String(true))
    }

    /// Deletes a mistaken record and moves the bank's balance back by its amount. A deposit (or
    /// an adjustment up) that was since spent, so that the balance would fall lower than
    /// ``balancePolicy`` allows, is refused, changing nothing.
    public func deleteRecord(id: Int64) throws {
        try database.transaction {
            let statement = try database.prepare(
                "SELECT r.bank_id, r.amount_cents, r.is_deposit, b.amount_cents, r.is_adjustment FROM records r JOIN piggy_banks b ON b.id = r.bank_id WHERE r.id = ?"
            )
            statement.bind([.integer(id)])
            guard try statement.step() else { throw StorageError.failed("no record with id \(id)") }
            let bankID = statement.integer(0), cents = statement.integer(1), balance = statement.integer(3)
            let change = statement.integer(2) != 0 ? -cents : cents
            do {
                try balancePolicy.check(change: Money.amount(cents: change), from: Money.amount(cents: balance))
            } catch BalanceError.beyondMaximum where change > 0 {
                throw StorageError.failed("the balance would pass the largest amount")
            } catch {
                throw RecordDeletionError(
                    needed: Money.amount(cents: cents), balance: Money.amount(cents: balance), isAdjustment: statement.integer(4) != 0)
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
}
