import CursesUI
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The `piggybank` command: parses the arguments and runs the TUI, the demo or a subcommand.
/// Every failure is one line on standard error: status 2 for a bad command line or a missing
/// terminal, 1 for a storage problem.
public enum PiggyBankCommand {
    public static let version = "0.1.0"

    static let usage = """
        usage: piggybank [options] [command]

        Without a command, opens the savings app in the terminal.

        commands:
          demo                                   the demo form (no storage touched)
          list [--json]                          all piggy banks
          add --name NAME --target AMOUNT [--icon ID] [--initial AMOUNT] [--expires YYYY-MM-DD]
          deposit NAME|ID AMOUNT [--note TEXT]   put money in (at most what the target still needs)
          withdraw NAME|ID AMOUNT [--note TEXT]  take money out (at most the balance)
          records NAME|ID [--json]               a bank's records, newest first
          export --csv                           every bank and record as CSV

        options:
          --data-dir DIR       where the database is (default $XDG_DATA_HOME/piggybank,
                               ~/.local/share/piggybank; or PIGGYBANK_DATA_DIR)
          --lang en|zh-Hans    language (default from LC_ALL / LANG)
          --no-color           no colours (also when NO_COLOR is set)
          --debug-log FILE     write binding diagnostics and errors to FILE
          --help, --version
        """

    static let valuedOptions: Set<String> = ["data-dir", "lang", "debug-log", "name", "target", "icon", "initial", "expires", "note"]

    /// Runs the command and returns the process exit status.
    @MainActor
    public static func run(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        do {
            var arguments = try Arguments(arguments, valued: valuedOptions)
            if arguments.flag("help") || arguments.positional.first == "help" {
                print(usage)
                return 0
            }
            if arguments.flag("version") {
                print("piggybank \(version)")
                return 0
            }
            let language = try language(arguments.value("lang"), environment: environment)
            let noColor = arguments.flag("no-color") || !(environment["NO_COLOR"] ?? "").isEmpty
            let debugLog = arguments.value("debug-log")
            let dataOption = arguments.value("data-dir")
            let command = arguments.positional.first
            if command == "demo" {
                try arguments.rejectUnknown()
                return AppLauncher.runDemo(noColor: noColor)
            }
            let directory = try DataDirectory.resolve(option: dataOption, environment: environment)
            guard let command else {
                try arguments.rejectUnknown()
                return AppLauncher.runApp(
                    directory: directory, strings: Strings(language), asciiIcons: !CharacterLocale.isUTF8(environment), noColor: noColor,
                    debugLog: debugLog)
            }
            let output = try runScript(command, &arguments, directory: directory, language: language)
            print(output)
            return 0
        } catch let error as UsageError {
            printError(error.description)
            return 2
        } catch {
            printError("\(error)")
            return 1
        }
    }

    @MainActor
    private static func runScript(_ command: String, _ arguments: inout Arguments, directory: String, language: Language) throws -> String {
        let rest = Array(arguments.positional.dropFirst())
        let known = ["list", "add", "deposit", "withdraw", "records", "export"]
        guard known.contains(command) else { throw UsageError("unknown command '\(command)'; see piggybank --help") }
        let json = arguments.flag("json")
        let csv = arguments.flag("csv")
        let name = arguments.value("name"), target = arguments.value("target"), icon = arguments.value("icon")
        let initial = arguments.value("initial"), expires = arguments.value("expires"), note = arguments.value("note")
        try arguments.rejectUnknown()
        let expected = ["list": 0, "add": 0, "deposit": 2, "withdraw": 2, "records": 1, "export": 0][command]!
        guard rest.count <= expected else { throw UsageError("\(command): unexpected argument '\(rest[expected])'") }
        if command == "export", !csv { throw UsageError("export needs --csv") }
        let store = try PiggyBankStore.open(directory: directory)
        let currency = CurrencyCatalog.currency(code: store.settings.string(forKey: SettingKey.currency) ?? "") ?? language.defaultCurrency
        switch command {
        case "list": return try ScriptCommands.list(store, json: json, currency: currency)
        case "add": return try ScriptCommands.add(store, name: name, target: target, icon: icon, initial: initial, expires: expires)
        case "deposit", "withdraw":
            return try ScriptCommands.move(
                store, deposit: command == "deposit", reference: rest.first, amountText: rest.count > 1 ? rest[1] : nil, note: note)
        case "records": return try ScriptCommands.records(store, reference: rest.first, json: json, currency: currency)
        default: return try ScriptCommands.exportCSV(store)
        }
    }

    private static func language(_ option: String?, environment: [String: String]) throws -> Language {
        guard let option else { return Language.fromEnvironment(environment) }
        guard let language = Language(rawValue: option) ?? Language(identifier: option) else {
            throw UsageError("unknown language '\(option)'; use en or zh-Hans")
        }
        return language
    }

    static func printError(_ message: String) {
        let line = "piggybank: \(message)\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
    }
}
