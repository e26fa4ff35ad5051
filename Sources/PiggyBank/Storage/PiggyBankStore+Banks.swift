import FoundationEssentials
import TerminalText

/// The banks: counting and paging them for lists, reading one, and every change to them.
extension PiggyBankStore {
    /// How many piggy banks there are.
    public var bankCount: Int { bankCount(.all) }

    /// How many banks a filter lets through.
    public func bankCount(_ filter: BankFilter) -> Int {
        return (try? scalar("SELECT count(*) FROM piggy_banks WHERE \(Self.condition(filter))")).map(Int.init) ?? 0
    }

    private static func condition(_ filter: BankFilter) -> String {
        switch filter {
        case .all: "1"
        case .inProgress: "amount_cents < target_cents"
        case .completed: "amount_cents >= target_cents"
        }
    }

    /// One page of one filtered bank list in the page cache.
    struct BankPageKey: Hashable {
        let filter: BankFilter
        let page: Int
    }

    /// The primary bank (the one Home shows), or the first one when none is marked.
    public var primaryBank: PiggyBank? {
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
        return try banks(where: "1 ORDER BY sort_order, id")
    }

    public func bank(id: Int64) -> PiggyBank? {
        return try? banks(where: "id = ?", [.integer(id)]).first
    }

    /// A bank by its id (digits) or its exact name.
    public func bank(named reference: String) -> PiggyBank? {
        if let id = Int64(reference), let bank = bank(id: id) { return bank }
        return try? banks(where: "name = ? ORDER BY id LIMIT 1", [.text(reference)]).first
    }

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

    func banks(where clause: String, _ values: [SQLiteValue?] = []) throws -> [PiggyBank] {
        // Home reads the banks after every change: the statement is kept (the clauses are literals).
        try database.withCachedStatement(
            """
            SELECT id, name, icon, target_cents, amount_cents, initial_cents, created_at, expires_on, is_primary, sort_order, completed_at
            FROM piggy_banks WHERE \(clause)
            """
        ) { statement in try banks(from: statement.bind(values)) }
    }

    private func banks(from statement: SQLiteStatement) throws -> [PiggyBank] {
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
}
