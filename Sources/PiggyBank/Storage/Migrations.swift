#if canImport(Glibc)
    import Glibc
#endif

/// The schema, as numbered steps; `PRAGMA user_version` says how many have run.
enum Migrations {
    static let steps: [String] = [
        """
        CREATE TABLE piggy_banks (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            icon TEXT,
            target_cents INTEGER NOT NULL CHECK (target_cents > 0),
            amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
            initial_cents INTEGER NOT NULL CHECK (initial_cents >= 0),
            created_at INTEGER NOT NULL,
            expires_on TEXT,
            is_primary INTEGER NOT NULL DEFAULT 0,
            sort_order INTEGER NOT NULL
        );
        CREATE TABLE records (
            id INTEGER PRIMARY KEY,
            bank_id INTEGER NOT NULL REFERENCES piggy_banks(id) ON DELETE CASCADE,
            amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
            date INTEGER NOT NULL,
            is_deposit INTEGER NOT NULL,
            note TEXT
        );
        CREATE INDEX records_by_bank ON records(bank_id, id);
        CREATE INDEX banks_by_order ON piggy_banks(sort_order, id);
        CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        """,
        // 0.2: deposits may pass the target, so a bank remembers when it first became full
        // (backfilled from the records for banks that are full now); the records screen reads
        // records newest first, across banks or of one; a bank may have a recurring deposit,
        // whose records are marked automatic, and which remembers the last occurrence done.
        // Deposits and withdrawals per month are kept by triggers, so statistics read twelve
        // rows, not a year of records.
        """
        ALTER TABLE piggy_banks ADD COLUMN completed_at INTEGER;
        UPDATE piggy_banks SET completed_at = coalesce(
            (SELECT min(date) FROM (
                SELECT date, sum(CASE WHEN is_deposit THEN amount_cents ELSE -amount_cents END) OVER (ORDER BY id) AS balance
                FROM records WHERE bank_id = piggy_banks.id)
             WHERE balance >= piggy_banks.target_cents),
            created_at)
        WHERE amount_cents >= target_cents;
        CREATE INDEX records_by_date ON records(date, id);
        CREATE INDEX records_by_bank_date ON records(bank_id, date, id);
        ALTER TABLE records ADD COLUMN is_automatic INTEGER NOT NULL DEFAULT 0;
        CREATE TABLE schedules (
            bank_id INTEGER PRIMARY KEY REFERENCES piggy_banks(id) ON DELETE CASCADE,
            amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
            frequency TEXT NOT NULL CHECK (frequency IN ('day', 'week', 'month', 'year')),
            on_day INTEGER NOT NULL,
            starts_on TEXT NOT NULL,
            ends_on TEXT,
            last_run_on TEXT
        );
        CREATE TABLE monthly_totals (
            month TEXT PRIMARY KEY,
            deposited_cents INTEGER NOT NULL DEFAULT 0,
            withdrawn_cents INTEGER NOT NULL DEFAULT 0,
            records INTEGER NOT NULL DEFAULT 0
        ) WITHOUT ROWID;
        INSERT INTO monthly_totals (month, deposited_cents, withdrawn_cents, records)
            SELECT strftime('%Y-%m', date, 'unixepoch'), sum(CASE WHEN is_deposit THEN amount_cents ELSE 0 END),
                   sum(CASE WHEN is_deposit THEN 0 ELSE amount_cents END), count(*)
            FROM records GROUP BY 1;
        CREATE TRIGGER monthly_totals_insert AFTER INSERT ON records BEGIN
            INSERT INTO monthly_totals (month) VALUES (strftime('%Y-%m', NEW.date, 'unixepoch')) ON CONFLICT DO NOTHING;
            UPDATE monthly_totals SET deposited_cents = deposited_cents + CASE WHEN NEW.is_deposit THEN NEW.amount_cents ELSE 0 END,
                withdrawn_cents = withdrawn_cents + CASE WHEN NEW.is_deposit THEN 0 ELSE NEW.amount_cents END, records = records + 1
            WHERE month = strftime('%Y-%m', NEW.date, 'unixepoch');
        END;
        CREATE TRIGGER monthly_totals_delete AFTER DELETE ON records BEGIN
            UPDATE monthly_totals SET deposited_cents = deposited_cents - CASE WHEN OLD.is_deposit THEN OLD.amount_cents ELSE 0 END,
                withdrawn_cents = withdrawn_cents - CASE WHEN OLD.is_deposit THEN 0 ELSE OLD.amount_cents END, records = records - 1
            WHERE month = strftime('%Y-%m', OLD.date, 'unixepoch');
        END;
        """,
        // 0.3: in debt mode a balance may fall below zero, so the bank table loses its check on
        // the balance (SQLite changes a check only by copying the table; `migrate` runs with
        // foreign keys off, so dropping the old table deletes no records). A record may be an
        // adjustment: the balance set to a new amount, its direction in is_deposit. The monthly
        // totals keep adjustments apart from deposits and withdrawals, signed.
        """
        CREATE TABLE piggy_banks_new (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            icon TEXT,
            target_cents INTEGER NOT NULL CHECK (target_cents > 0),
            amount_cents INTEGER NOT NULL,
            initial_cents INTEGER NOT NULL CHECK (initial_cents >= 0),
            created_at INTEGER NOT NULL,
            expires_on TEXT,
            is_primary INTEGER NOT NULL DEFAULT 0,
            sort_order INTEGER NOT NULL,
            completed_at INTEGER
        );
        INSERT INTO piggy_banks_new (id, name, icon, target_cents, amount_cents, initial_cents, created_at, expires_on, is_primary, sort_order, completed_at)
            SELECT id, name, icon, target_cents, amount_cents, initial_cents, created_at, expires_on, is_primary, sort_order, completed_at
            FROM piggy_banks;
        DROP TABLE piggy_banks;
        ALTER TABLE piggy_banks_new RENAME TO piggy_banks;
        CREATE INDEX banks_by_order ON piggy_banks(sort_order, id);
        ALTER TABLE records ADD COLUMN is_adjustment INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE monthly_totals ADD COLUMN adjusted_cents INTEGER NOT NULL DEFAULT 0;
        DROP TRIGGER monthly_totals_insert;
        DROP TRIGGER monthly_totals_delete;
        CREATE TRIGGER monthly_totals_insert AFTER INSERT ON records BEGIN
            INSERT INTO monthly_totals (month) VALUES (strftime('%Y-%m', NEW.date, 'unixepoch')) ON CONFLICT DO NOTHING;
            UPDATE monthly_totals SET
                deposited_cents = deposited_cents + CASE WHEN NEW.is_deposit AND NOT NEW.is_adjustment THEN NEW.amount_cents ELSE 0 END,
                withdrawn_cents = withdrawn_cents + CASE WHEN NEW.is_deposit OR NEW.is_adjustment THEN 0 ELSE NEW.amount_cents END,
                adjusted_cents = adjusted_cents + CASE WHEN NOT NEW.is_adjustment THEN 0 WHEN NEW.is_deposit THEN NEW.amount_cents ELSE -NEW.amount_cents END,
                records = records + 1
            WHERE month = strftime('%Y-%m', NEW.date, 'unixepoch');
        END;
        CREATE TRIGGER monthly_totals_delete AFTER DELETE ON records BEGIN
            UPDATE monthly_totals SET
                deposited_cents = deposited_cents - CASE WHEN OLD.is_deposit AND NOT OLD.is_adjustment THEN OLD.amount_cents ELSE 0 END,
                withdrawn_cents = withdrawn_cents - CASE WHEN OLD.is_deposit OR OLD.is_adjustment THEN 0 ELSE OLD.amount_cents END,
                adjusted_cents = adjusted_cents - CASE WHEN NOT OLD.is_adjustment THEN 0 WHEN OLD.is_deposit THEN OLD.amount_cents ELSE -OLD.amount_cents END,
                records = records - 1
            WHERE month = strftime('%Y-%m', OLD.date, 'unixepoch');
        END;
        """,
    ]

    static var currentVersion: Int { steps.count }

    /// Brings the database up to the current schema. All pending steps run in one transaction;
    /// before an existing file is changed, a copy is kept beside it as `<file>.v<old>.bak`.
    /// Run with foreign keys off (a step may copy a table that records refer to); the
    /// transaction checks them before it commits.
    static func migrate(_ database: SQLiteDatabase) throws {
        let version = try userVersion(database)
        guard version <= currentVersion else { throw StorageError.newerSchema(path: database.path, version: version) }
        guard version < currentVersion else { return }
        if version > 0 { try keepCopy(of: database, version: version) }
        try database.transaction {
            // Another process may have migrated while this one waited for the write lock.
            let version = try userVersion(database)
            for step in steps.dropFirst(version) { try database.execute(step) }
            let check = try database.prepare("PRAGMA foreign_key_check")
            guard try !check.step() else { throw StorageError.failed("the migrated database has records of no piggy bank") }
            try database.execute("PRAGMA user_version = \(currentVersion)")
        }
    }

    /// Where the copy made before migrating from `version` is kept.
    static func backupPath(of path: String, version: Int) -> String { "\(path).v\(version).bak" }

    private static func keepCopy(of database: SQLiteDatabase, version: Int) throws {
        try database.vacuum(into: backupPath(of: database.path, version: version))
    }

    static func userVersion(_ database: SQLiteDatabase) throws -> Int {
        let statement = try database.prepare("PRAGMA user_version")
        return try statement.step() ? Int(statement.integer(0)) : 0
    }
}
