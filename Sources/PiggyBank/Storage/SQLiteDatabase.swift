import CSQLite

#if canImport(Glibc)
    import Glibc
#endif

/// A SQLite connection: statements, transactions and errors turned into ``StorageError``.
///
/// Opening only reads (`PRAGMA user_version`), so a corrupt or newer file is reported before
/// anything could be written to it.
final class SQLiteDatabase {
    let path: String
    private let handle: OpaquePointer

    init(path: String, readOnly: Bool = false) throws {
        self.path = path
        if !readOnly { FilePrivacy.createFile(path) }
        var connection: OpaquePointer?
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &connection, flags, nil)
        guard status == SQLITE_OK, let connection else {
            let reason = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(connection)
            throw StorageError.unavailable(path: path, reason: reason)
        }
        handle = connection
        sqlite3_busy_timeout(handle, 3000)
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs SQL that returns no rows (may hold several statements).
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        if status != SQLITE_OK { throw error(status, message.map { String(cString: $0) }) }
    }

    func prepare(_ sql: String) throws -> SQLiteStatement {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else { throw error(status) }
        return SQLiteStatement(statement, database: self)
    }

    /// Runs `body` with the statement for `sql`, prepared on first use and kept (reset after
    /// `body`, so a half-read query holds no read transaction): for the SQL that runs on every
    /// typed key, which SQLite would otherwise parse each time.
    func withCachedStatement<T>(_ sql: String, _ body: (SQLiteStatement) throws -> T) throws -> T {
        let statement: SQLiteStatement
        if let cached = cachedStatements[sql] {
            statement = cached
        } else {
            statement = try prepare(sql)
            cachedStatements[sql] = statement
        }
        defer { statement.reset() }
        return try body(statement)
    }

    private var cachedStatements: [String: SQLiteStatement] = [:]

    /// Makes writes outside ``transaction(_:)`` (the draft saved after typing, a setting) commit
    /// with `synchronous = NORMAL`, without waiting for the disk: a power cut may lose the newest
    /// of them but never corrupts the file, and a killed process loses none. Transactions (money)
    /// raise the level to FULL around themselves. Lowering the level around every small write
    /// instead cost two PRAGMA statements, re-prepared by SQLite on each run, per typed key.
    func relaxWritesOutsideTransactions() throws {
        try execute("PRAGMA synchronous = NORMAL")
        transactionsSyncFully = true
    }

    /// True once ``relaxWritesOutsideTransactions()`` ran: transactions then switch to FULL.
    private var transactionsSyncFully = false
    /// The statements a transaction runs around itself, prepared on first use.
    private var normalSync: SQLiteStatement?
    private var fullSync: SQLiteStatement?

    private func run(cached statement: inout SQLiteStatement?, _ sql: String) throws {
        if statement == nil { statement = try prepare(sql) }
        try statement?.bind([]).run()
    }

    /// Runs `body` in one write transaction: all of it is stored, or none. The commit waits for
    /// the disk (`synchronous = FULL`).
    func transaction<T>(_ body: () throws -> T) throws -> T {
        if transactionsSyncFully { try run(cached: &fullSync, "PRAGMA synchronous = FULL") }
        defer { if transactionsSyncFully { try? run(cached: &normalSync, "PRAGMA synchronous = NORMAL") } }
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    var lastInsertID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Writes a compacted copy of the database to a new file at `destination`, readable by
    /// its owner only (`VACUUM INTO` accepts an empty file and keeps its mode).
    func vacuum(into destination: String) throws {
        unlink(destination)
        FilePrivacy.createFile(destination)
        try prepare("VACUUM INTO ?").bind([.text(destination)]).run()
    }

    /// Copies this whole database into `destination` with SQLite's online backup API: a
    /// consistent snapshot even while other connections write, in one step.
    func copy(into destination: SQLiteDatabase) throws {
        guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
            throw destination.error(sqlite3_errcode(destination.handle))
        }
        let status = sqlite3_backup_step(backup, -1)
        sqlite3_backup_finish(backup)
        guard status == SQLITE_DONE else { throw destination.error(status) }
    }

    /// True when the folder holding `path` (and the file, if it exists) can be written.
    static func isWritable(near path: String) -> Bool {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        return access(folder.isEmpty ? "." : folder, W_OK) == 0 && (access(path, F_OK) != 0 || access(path, W_OK) == 0)
    }

    /// True when the file system holding `path` has no space left (SQLite reports a full disk
    /// as an I/O error when it cannot even create its WAL index).
    static func diskIsFull(near path: String) -> Bool {
        var info = statvfs()
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        return statvfs(folder.isEmpty ? "." : folder, &info) == 0 && info.f_bavail == 0
    }

    /// The ``StorageError`` for a SQLite result code.
    func error(_ status: Int32, _ detail: String? = nil) -> StorageError {
        let message = detail ?? String(cString: sqlite3_errmsg(handle))
        if [SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN].contains(status & 0xFF), Self.diskIsFull(near: path) {
            return .unavailable(path: path, reason: "the disk is full")
        }
        if [SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM].contains(status & 0xFF), !Self.isWritable(near: path) {
            return .unavailable(path: path, reason: "the folder or the file is read-only")
        }
        switch status & 0xFF {
        case SQLITE_NOTADB, SQLITE_CORRUPT: return .corrupt(path: path)
        case SQLITE_BUSY, SQLITE_LOCKED: return .busy(path: path)
        case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_IOERR, SQLITE_FULL, SQLITE_AUTH:
            return .unavailable(path: path, reason: message)
        default: return .failed(message)
        }
    }
}

/// A prepared statement; bind with ``bind(_:)``, then step through rows.
final class SQLiteStatement {
    private let statement: OpaquePointer
    private unowned let database: SQLiteDatabase

    init(_ statement: OpaquePointer, database: SQLiteDatabase) {
        self.statement = statement
        self.database = database
    }

    deinit { sqlite3_finalize(statement) }

    /// Binds the values to the statement's parameters, in order (nil binds NULL).
    @discardableResult
    func bind(_ values: [SQLiteValue?]) -> SQLiteStatement {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .integer(let number): sqlite3_bind_int64(statement, index, number)
            case .text(let text): sqlite3_bind_text(statement, index, text, -1, csqlite_transient())
            case nil: sqlite3_bind_null(statement, index)
            }
        }
        return self
    }

    /// Ends a run early (releasing what it read) and leaves the bindings for the next ``bind(_:)``.
    func reset() { sqlite3_reset(statement) }

    /// Advances to the next row; false when there are no more.
    func step() throws -> Bool {
        let status = sqlite3_step(statement)
        if status == SQLITE_ROW { return true }
        if status == SQLITE_DONE { return false }
        throw database.error(status)
    }

    /// Runs a statement that returns no rows.
    func run() throws {
        while try step() {}
    }

    func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

    /// A text column; invalid UTF-8 is repaired (shown replaced), never crashed on.
    func text(_ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(statement, column) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}

/// A value bound to a statement parameter.
enum SQLiteValue {
    case integer(Int64)
    case text(String)
}
