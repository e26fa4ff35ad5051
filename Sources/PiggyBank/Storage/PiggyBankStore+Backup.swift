#if canImport(Glibc)
    import Glibc
#endif

extension PiggyBankStore {
    /// Writes a consistent copy of the database to `path` (SQLite's online backup API), even
    /// while the app is writing. The copy is a standalone file (no write-ahead log).
    public func backup(to path: String) throws {
        guard Glibc.access(path, F_OK) != 0 else {
            throw StorageError.unavailable(path: path, reason: "the file exists; choose a new name")
        }
        let copy = try SQLiteDatabase(path: path)
        do {
            try database.copy(into: copy)
            try copy.execute("PRAGMA journal_mode = DELETE")
        } catch {
            unlink(path)
            throw error
        }
    }

    /// Replaces the database with the backup at `path`, after checking that it is an intact
    /// piggybank database this version can read; the replaced one is kept as `<file>.bak`.
    /// An older backup is migrated. Nothing is replaced when a check fails.
    public func restore(from path: String) throws {
        guard Glibc.access(path, R_OK) == 0 else { throw StorageError.unavailable(path: path, reason: "cannot read the file") }
        let source = try SQLiteDatabase(path: path, readOnly: true)
        let integrity = try source.prepare("PRAGMA integrity_check")
        guard try integrity.step(), integrity.text(0) == "ok" else { throw StorageError.corrupt(path: path) }
        let version = try Migrations.userVersion(source)
        if version > Migrations.currentVersion { throw StorageError.newerSchema(path: path, version: version) }
        let tables = try source.prepare(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN ('piggy_banks', 'records', 'settings')")
        guard version >= 1, try tables.step(), tables.integer(0) == 3 else { throw StorageError.corrupt(path: path) }
        try database.vacuum(into: database.path + ".bak")
        try source.copy(into: database)
        try Migrations.migrate(database)
        changedElsewhere()
    }
}
