import CursesUICore

/// Settings (`,` on Home), a form whose every change is stored through `@AppStorage` in the
/// settings table and shows at once: language, currency, theme, deletion prompts, hidden
/// amounts, debt mode, the reminder's time; and where the data lives.
struct SettingsView: View {
    let store: PiggyBankStore
    @AppStorage(SettingKey.language) private var language = ""
    @AppStorage(SettingKey.currency) private var currencyCode = ""
    @AppStorage(SettingKey.theme) private var theme = Theme.Name.standard
    @AppStorage(SettingKey.askBeforeDeleting) private var asksBeforeDeleting = true
    @AppStorage(SettingKey.showAmounts) private var showsAmounts = true
    @AppStorage(SettingKey.debtMode) private var debtMode = false
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money

    var body: some View {
        VStack(alignment: .leading) {
            ScreenHeader(strings["settings.title"])
            Form {
                Section(strings["settings.display"]) {
                    Picker(strings["settings.language"], selection: $language) {
                        Text(strings["settings.language.automatic"]).tag("")
                        ForEach(Language.allCases, id: \.self) { language in
                            Text(language.nativeName).tag(language.rawValue)
                        }
                    }
                    Picker(strings["settings.currency"], selection: currency) {
                        ForEach(CurrencyCatalog.all) { currency in
                            Text("\(currency.symbol)  \(currency.code)  \(currency.name(in: strings.language))").tag(currency.code)
                        }
                    }
                    Picker(strings["settings.theme"], selection: $theme) {
                        ForEach(Theme.Name.allCases, id: \.self) { name in
                            Text(strings["theme.\(name.rawValue)"]).tag(name)
                        }
                    }
                    Toggle(strings["settings.showAmounts"], isOn: $showsAmounts)
                    Toggle(strings["settings.askBeforeDeleting"], isOn: $asksBeforeDeleting)
                    Toggle(strings["settings.debtMode"], isOn: $debtMode)
                }
                Section(strings["settings.reminder"]) {
                    ReminderField()
                }
                Section(strings["settings.data"]) {
                    LabeledContent(strings["settings.folder"], value: store.folder)
                    LabeledContent(strings["settings.size"], value: ByteCount.text(store.fileSize, strings.language))
                }
            }
            Spacer()
            HelpBar()
        }
    }

    /// The chosen currency's code; with none stored, the language's default is shown chosen.
    private var currency: Binding<String> {
        Binding(get: { currencyCode.isEmpty ? money.currency.code : currencyCode }, set: { currencyCode = $0 })
    }
}
