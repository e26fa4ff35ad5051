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
        """
    ]

    static var currentVersion: Int { steps.count }

    /// Brings the database up to the current schema, each step in its own transaction.
    static func migrate(_ database: SQLiteDatabase) throws {
        let version = try userVersion(database)
        guard version <= currentVersion else { throw StorageError.newerSchema(path: database.path, version: version) }
        for (index, step) in steps.enumerated() where index >= version {
            try database.transaction {
                try database.execute(step)
                try database.execute("PRAGMA user_version = \(index + 1)")
            }
        }
    }

    static func userVersion(_ database: SQLiteDatabase) throws -> Int {
        let statement = try database.prepare("PRAGMA user_version")
        return try statement.step() ? Int(statement.integer(0)) : 0
    }
}
