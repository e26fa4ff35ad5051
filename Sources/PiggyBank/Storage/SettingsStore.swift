import CursesUI

/// The settings table as a ``KeyValueStore``: where `@AppStorage` values (pageSteps) and the
/// autosaved draft live, in the same database as the banks.
final class SettingsStore: KeyValueStore {
    private let database: SQLiteDatabase

    init(database: SQLiteDatabase) { self.database = database }

    func string(forKey key: String) -> String? {
        guard let statement = try? database.prepare("SELECT value FROM settings WHERE key = ?") else { return nil }
        statement.bind([.text(key)])
        return (try? statement.step()) == true ? statement.text(0) : nil
    }

    func set(_ value: String?, forKey key: String) throws {
        if let value {
            try database.prepare("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
                .bind([.text(key), .text(value)]).run()
        } else {
            try database.prepare("DELETE FROM settings WHERE key = ?").bind([.text(key)]).run()
        }
    }
}

extension PiggyBankStore {
    /// The settings of this store, for `@AppStorage` and the draft.
    public var settings: KeyValueStore { SettingsStore(database: database) }
}
