import CursesUICore

/// The settings table is where the app's `@AppStorage` values live.
extension SettingsTable: KeyValueStore {}
