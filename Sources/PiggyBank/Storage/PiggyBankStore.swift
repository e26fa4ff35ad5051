import FoundationEssentials
import Observation

#if canImport(Glibc)
    import Glibc
#endif

/// The observable state store of the app, kept in SQLite.
///
/// Every change runs in one transaction and bumps ``revision``. Every read reaches SQLite
/// through ``database``, which records that the reader depends on ``revision``: a view body
/// that shows store data re-renders after any change, and only such bodies do, and no read can
/// forget to subscribe. A commit by another process (``refreshIfChangedElsewhere()``) counts as
/// a change, and reloads the settings as well. Banks are read in pages of ``pageSize`` rows, so
/// a list of 100,000 banks never loads them all.
@Observable
@MainActor
public final class PiggyBankStore {
    public static let fileName = "piggybank.sqlite"
    static let pageSize = 64

    @ObservationIgnored private let connection: SQLiteDatabase
    /// The settings of this store, for `@AppStorage` and the draft: one table object per store.
    @ObservationIgnored public let settings: SettingsTable
    /// Pages of the bank list (``bank(at:filter:)``), kept until the next change.
    @ObservationIgnored var pages: [BankPageKey: [PiggyBank]] = [:]
    @ObservationIgnored var pagesRevision = -1
    /// Bumped by every change.
    public private(set) var revision = 0

    /// Opens (creating if needed) the store in a folder, migrating it to the current schema.
    /// The folder is made private (0700, its files 0600); a folder left readable by an earlier
    /// version is tightened, and ``owesPrivacyNotice`` is stored so the user is told once.
    public static func open(directory: String) throws -> PiggyBankStore {
        let tightened: Bool
        do {
            tightened = try FilePrivacy.prepareFolder(directory, database: fileName)
        } catch {
            throw StorageError.unavailable(path: directory, reason: "cannot create the folder")
        }
        let store = try PiggyBankStore(path: directory + "/" + fileName)
        if tightened { try? store.settings.set(String(true), forKey: privacyNoticeKey) }
        return store
    }

    /// The setting that is true while the user has not yet been told that their folder was
    /// made private; the screen that tells them sets it to false.
    public static let privacyNoticeKey = "privacyNotice"

    /// True once the folder was tightened until the user was told (``tellPrivacyNotice()``).
    public var owesPrivacyNotice: Bool { settings.string(forKey: Self.privacyNoticeKey) == String(true) }

    /// Records that the user was told about the tightened folder.
    public func tellPrivacyNotice() throws { try settings.set(String(false), forKey: Self.privacyNoticeKey) }

    /// Opens the store in a folder only to read it, writing nothing (no folder, no migration,
    /// no catch-up): for a glance from a shell prompt. Nil when the folder holds no database.
    /// A file from an earlier version is opened and migrated as by ``open(directory:)``.
    public static func openForReading(directory: String) throws -> PiggyBankStore? {
        let path = directory + "/" + fileName
        guard Glibc.access(path, F_OK) == 0 else { return nil }
        let connection = try SQLiteDatabase(path: path, readOnly: true)
        let version = try Migrations.userVersion(connection)
        if version > Migrations.currentVersion { throw StorageError.newerSchema(path: path, version: version) }
        guard version == Migrations.currentVersion else { return try open(directory: directory) }
        return PiggyBankStore(connection: connection)
    }

    private init(connection: SQLiteDatabase) {
        self.connection = connection
        settings = SettingsTable(database: connection)
    }

    /// Opens the database file at `path`. Reads first, so a corrupt or newer file is reported
    /// before anything is written to it.
    public init(path: String) throws {
        connection = try SQLiteDatabase(path: path)
        settings = SettingsTable(database: connection)
        let version = try Migrations.userVersion(connection)
        if version > Migrations.currentVersion { throw StorageError.newerSchema(path: path, version: version) }
        try connection.execute("PRAGMA journal_mode = WAL")
        // Money is committed with FULL: with WAL, NORMAL syncs only at checkpoints, so a power
        // cut or an OS crash could roll back a deposit the screen said was saved. The draft and
        // the settings, written while the user types, outside transactions, stay NORMAL: synchronous is a
        // per-connection level that SQLite lets change only between transactions, so every
        // transaction raises it to FULL around itself. (A second connection for the settings
        // would move data_version on every key and re-render every store reader.)
        try connection.relaxWritesOutsideTransactions()
        try connection.execute("PRAGMA foreign_keys = OFF")
        try Migrations.migrate(connection)
        try connection.execute("PRAGMA foreign_keys = ON")
    }

    /// The connection, for every read and write of banks, records and schedules. Reaching it
    /// records a dependency on ``revision`` (in a view body: that body re-renders after the
    /// next change), so a read cannot be written without subscribing.
    var database: SQLiteDatabase {
        _ = revision
        return connection
    }

    @ObservationIgnored private var seenDataVersion: Int64 = -1

    func changed() {
        revision += 1
    }

    /// Re-renders what shows store data, and reloads the settings views read, when another
    /// process (a second piggybank, a script) committed since the last look. One
    /// `PRAGMA data_version` read: cheap enough for every key.
    public func refreshIfChangedElsewhere() {
        let statement = try? connection.prepare("PRAGMA data_version")
        guard let statement, (try? statement.step()) == true else { return }
        let version = statement.integer(0)
        if seenDataVersion >= 0, version != seenDataVersion { changedElsewhere() }
        seenDataVersion = version
    }

    /// Everything may have changed underneath: data readers re-render, settings reload.
    func changedElsewhere() {
        changed()
        settings.changedElsewhere()
    }

    /// The folder the database file is in.
    public var folder: String {
        let path = connection.path
        return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    }

    /// The database's size in bytes (pages in use, the write-ahead log aside).
    public var fileSize: Int64 {
        return ((try? scalar("PRAGMA page_count")) ?? 0) * ((try? scalar("PRAGMA page_size")) ?? 0)
    }

    func scalar(_ sql: String, _ values: [SQLiteValue?] = []) throws -> Int64 {
        try database.withCachedStatement(sql) { statement in
            statement.bind(values)
            return try statement.step() ? statement.integer(0) : 0
        }
    }

    static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }
}
