import CursesUICore

/// Reads the user's settings and hands them to every screen through the environment, so a
/// change in Settings (language, currency, theme) shows at once, with no restart.
struct SettingsRoot<Content: View>: View {
    /// The language of `--lang` or the environment, used while the setting says "automatic".
    let launchLanguage: Language
    @ViewBuilder let content: Content
    @AppStorage(SettingKey.language) private var language = ""
    @AppStorage(SettingKey.currency) private var currencyCode = ""
    @AppStorage(SettingKey.theme) private var themeName = Theme.Name.standard
    @Environment(\.keyHelp) private var keyHelp

    var body: some View {
        let strings = Strings.cached(Language(rawValue: language) ?? launchLanguage)
        let currency = CurrencyCatalog.currency(code: currencyCode) ?? strings.language.defaultCurrency
        content
            .environment(\.strings, strings)
            .environment(\.fieldProblemText) { strings.fieldProblem($0, in: currency) }
            .environment(\.amountStyle, AmountStyle(currency: currency, language: strings.language))
            .environment(\.decimalSeparator, strings.numbers.decimalSeparator)
            .environment(\.theme, Theme(themeName))
            .onAppear { keyHelp?.translations = strings.frameworkHelpTranslations }
            .onChange(of: strings.language) { keyHelp?.translations = strings.frameworkHelpTranslations }
    }
}
