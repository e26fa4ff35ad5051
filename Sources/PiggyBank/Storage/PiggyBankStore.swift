import FoundationEssentials
import Observation

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
    /// Pages of the bank list (``bank(at:filter:)``), kept until the next change.
    @ObservationIgnored var pages: [BankPageKey: [PiggyBank]] = [:]
    @ObservationIgnored var pagesRevision = -1
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

    func scalar(_ sql: String, _ values: [SQLiteValue?] = []) throws -> Int64 {
        let statement = try database.prepare(sql)
        statement.bind(values)
        return try statement.step() ? statement.integer(0) : 0
    }

    static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }
}
