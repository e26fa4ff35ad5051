import FoundationEssentials

/// What a running subcommand works with: its positional arguments and options, the store
/// (opened on first use), the language and currency for text output, and where output lines go.
@MainActor
struct CommandContext {
    let spec: CommandSpec
    private(set) var arguments: Arguments
    let positional: [String]
    let directory: String
    let language: Language
    /// The text of messages, in `language`.
    let strings: Strings
    /// The process's environment (`PATH` for helper programs, the locale).
    let environment: [String: String]
    /// Writes one line of output (the runner prints it; tests collect it).
    let write: (String) -> Void
    /// True when output goes to a colour terminal (not `--no-color`, `NO_COLOR` or a pipe):
    /// what is owed is then red.
    let usesColor: Bool
    private var openedStore: PiggyBankStore?

    init(
        spec: CommandSpec, arguments: Arguments, directory: String, language: Language, usesColor: Bool = false,
        environment: [String: String] = [:], write: @escaping (String) -> Void
    ) {
        self.usesColor = usesColor
        self.spec = spec
        self.environment = environment
        self.arguments = arguments
        positional = Array(arguments.positional.dropFirst())
        self.directory = directory
        self.language = language
        strings = Strings.cached(language)
        self.write = write
    }

    /// The store in the data folder, opened (and migrated) once.
    mutating func store() throws -> PiggyBankStore {
        if let openedStore { return openedStore }
        let store = try PiggyBankStore.open(directory: directory)
        openedStore = store
        if store.owesPrivacyNotice, (try? store.tellPrivacyNotice()) != nil {
            PiggyBankCommand.printError(Strings(language)("privacy.tightened", store.folder))
        }
        return store
    }

    /// The chosen currency, else the language's.
    mutating func currency() throws -> Currency { currency(of: try store()) }

    /// The currency chosen in `store`, else the language's.
    func currency(of store: PiggyBankStore) -> Currency {
        CurrencyCatalog.currency(code: store.settings.string(forKey: SettingKey.currency) ?? "") ?? language.defaultCurrency
    }

    mutating func value(_ name: String) -> String? { arguments.value(name) }

    mutating func flag(_ name: String) -> Bool { arguments.flag(name) }

    /// An amount in the chosen currency, as the language writes amounts: "1.234,56 €".
    mutating func money(_ amount: Decimal) throws -> String { try currency().format(amount, in: language) }

    /// `text` in red when `owed` and the output is in colour.
    func owedColor(_ text: String, _ owed: Bool) -> String { Self.owedColor(text, owed && usesColor) }

    /// `text` in red (SGR 31) when `red`, else as it is.
    static func owedColor(_ text: String, _ red: Bool) -> String { red ? "\u{1B}[31m" + text + "\u{1B}[0m" : text }

    /// The positional argument at `index`, or nil.
    func argument(_ index: Int) -> String? { index < positional.count ? positional[index] : nil }

    /// The bank the first argument names (id or exact name).
    mutating func bank(_ index: Int = 0) throws -> PiggyBank {
        guard let reference = argument(index) else { throw UsageError(strings("cli.needs", spec.name, "NAME|ID")) }
        guard let bank = try store().bank(named: reference) else { throw UsageError(strings("cli.bank.unknown", reference)) }
        return bank
    }

    /// An amount typed on the command line, checked as the screens check it, in the language's
    /// separators ("1.234,56" in German; "1234.56" is read everywhere).
    func amount(_ text: String, positive: Bool) throws -> Decimal {
        let numbers = strings.numbers
        guard let value = numbers.parse(text) else { throw UsageError(strings("cli.amount.invalid", text, numbers.decimalSeparator)) }
        guard value <= Money.maximum else { throw UsageError(strings("cli.amount.tooLarge", text, numbers.decimal(Money.maximum))) }
        if positive, value <= 0 { throw UsageError(strings["cli.amount.notPositive"]) }
        return value
    }

    /// A day typed on the command line (always YYYY-MM-DD).
    func date(_ text: String, option: String) throws -> CalendarDate {
        guard let date = CalendarDate(text) else { throw UsageError(strings("cli.date.invalid", option, text)) }
        return date
    }
}
