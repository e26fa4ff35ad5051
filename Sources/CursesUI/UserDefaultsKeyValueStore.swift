import CursesUICore
import Foundation

/// `@AppStorage` in a defaults database, as SwiftUI keeps it: each write is synchronised at
/// once (on Linux, `~/.config/<program>.plist`), so a value survives the program however it ends.
final class UserDefaultsKeyValueStore: KeyValueStore {
    private let defaults: UserDefaults

    init(_ defaults: UserDefaults) { self.defaults = defaults }

    func string(forKey key: String) -> String? { defaults.string(forKey: key) }

    func set(_ value: String?, forKey key: String) {
        defaults.set(value, forKey: key)
        defaults.synchronize()
    }
}
