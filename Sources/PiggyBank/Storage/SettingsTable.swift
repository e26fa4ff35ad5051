/// The settings table: where `@AppStorage` values (pageSteps) and the autosaved draft live, in
/// the same database as the banks. The composition layer lets CursesUI's `@AppStorage` use it.
///
/// One per store. Views keep what they read (CursesUI's `ObservableKeyValueStore`); when another
/// process commits, the store calls ``changedElsewhere()`` and every observer reloads, so a
/// setting changed by `piggybank settings` shows on the next key, as data does.
public final class SettingsTable {
    private let database: SQLiteDatabase
    private var externalChangeObservers: [@MainActor () -> Void] = []

    init(database: SQLiteDatabase) { self.database = database }

    /// The value stored under `key`, or nil.
    public func string(forKey key: String) -> String? {
        try? database.withCachedStatement("SELECT value FROM settings WHERE key = ?") { statement in
            statement.bind([.text(key)])
            return try statement.step() ? statement.text(0) : nil
        }
    }

    /// Stores `value` under `key`; nil removes it. Not money, so committed without waiting for
    /// the disk (``SQLiteDatabase/relaxWritesOutsideTransactions()``): the draft is saved
    /// while the user types.
    public func set(_ value: String?, forKey key: String) throws {
        if let value {
            try database.withCachedStatement(
                "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value"
            ) { try $0.bind([.text(key), .text(value)]).run() }
        } else {
            try database.withCachedStatement("DELETE FROM settings WHERE key = ?") { try $0.bind([.text(key)]).run() }
        }
    }

    /// Calls `reload` whenever the settings may have changed other than through ``set(_:forKey:)``
    /// (another process, an import, a restore).
    public func observeExternalChanges(_ reload: @escaping @MainActor () -> Void) {
        externalChangeObservers.append(reload)
    }

    /// Tells the observers to read the settings again.
    @MainActor func changedElsewhere() {
        for reload in externalChangeObservers { reload() }
    }
}
