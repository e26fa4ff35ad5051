/// The names of the user's settings in the settings table, shared by the settings screen,
/// `@AppStorage` and the command line.
public enum SettingKey {
    /// "en", "zh-Hans", or absent for the environment's language.
    public static let language = "language"
    /// An ISO 4217 code from ``CurrencyCatalog``.
    public static let currency = "currency"
    /// "standard", "monochrome" or "highContrast".
    public static let theme = "theme"
    /// "true" (the default) to confirm before deleting a bank or a record.
    public static let askBeforeDeleting = "askBeforeDeleting"
    /// "false" hides amounts on Home as `****`.
    public static let showAmounts = "showAmounts"
    /// "true" for debt mode: a withdrawal may take a balance below zero (``BalancePolicy``);
    /// absent or "false" (the default) keeps balances at zero or above.
    public static let debtMode = "debtMode"
    /// The time of the daily reminder as "HH:MM" (``ReminderTime``), or absent for none.
    public static let remind = "remind"
}
