import CursesUI

/// The settings table is where the app's `@AppStorage` values live.
extension SettingsTable: KeyValueStore {}
