import CursesUICore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The `piggybank` command: parses the arguments and runs the TUI, the demo or a subcommand.
/// Every failure is one line on standard error: status 2 for a bad command line or a missing
/// terminal, 1 for a storage problem.
public enum PiggyBankCommand {
    public static let version = "0.2.0"

    /// Runs the command and returns the process exit status.
    @MainActor
    public static func run(arguments: [String], environment: [String: String] = ProcessEnvironment.current()) -> Int32 {
        do {
            var arguments = try Arguments(arguments, valued: CommandTable.valuedOptions)
            let command = arguments.positional.first
            let language = try language(arguments.value("lang"), environment: environment)
            if arguments.flag("version") {
                print("piggybank \(version)")
                return 0
            }
            if arguments.flag("help") {
                print(try CommandTable.help(for: command, Strings(language)))
                return 0
            }
            let noColor = arguments.flag("no-color") || !(environment["NO_COLOR"] ?? "").isEmpty
            let debugLog = arguments.value("debug-log")
            let dataOption = arguments.value("data-dir")
            if command == "demo" {
                try arguments.rejectUnknown(Strings.cached(language))
                return AppLauncher.runDemo(noColor: noColor)
            }
            let directory = try DataDirectory.resolve(option: dataOption, environment: environment)
            guard let command else {
                try arguments.rejectUnknown(Strings.cached(language))
                return AppLauncher.runApp(
                    directory: directory, strings: Strings.cached(language), asciiIcons: !CharacterLocale.isUTF8(environment),
                    noColor: noColor,
                    debugLog: debugLog)
            }
            let usesColor = !noColor && isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb"
            try runCommand(command, arguments, directory: directory, language: language, usesColor: usesColor, environment: environment) {
                print($0)
            }
            return 0
        } catch let error as UsageError {
            printError(error.description)
            return 2
        } catch {
            printError("\(error)")
            return 1
        }
    }

    /// Runs one subcommand of ``CommandTable``: its arguments counted, its options checked (a
    /// misspelt one is an error, not ignored), then its action, with each output line to `write`.
    @MainActor
    static func runCommand(
        _ name: String, _ arguments: Arguments, directory: String, language: Language, usesColor: Bool = false,
        environment: [String: String] = [:],
        write: @escaping (String) -> Void
    ) throws {
        let strings = Strings.cached(language)
        guard let entry = CommandTable.entry(named: name) else { throw CommandTable.unknown(name, strings) }
        var context = CommandContext(
            spec: entry.spec, arguments: arguments, directory: directory, language: language, usesColor: usesColor,
            environment: environment, write: write)
        let count = context.positional.count
        if count > entry.spec.argumentRange.upperBound {
            throw UsageError(
                strings("cli.unexpectedArgument", name, context.positional[entry.spec.argumentRange.upperBound], entry.spec.synopsis))
        }
        if count < entry.spec.argumentRange.lowerBound { throw UsageError(strings("cli.usage.line", entry.spec.synopsis)) }
        // Options are read by the action; one it never reads is unknown for this command.
        let allowed = Set(entry.spec.options.map(\.name) + CommandTable.globalOptions.map(\.name))
        if let stray = arguments.optionNames.first(where: { !allowed.contains($0) }) {
            let suggestion =
                CommandSuggestion.nearest(to: stray, in: Array(allowed)).map { "; " + strings("cli.didYouMean", "--" + $0) } ?? ""
            throw UsageError(strings("cli.noOption", name, stray) + suggestion)
        }
        try entry.run(&context)
    }

    private static func language(_ option: String?, environment: [String: String]) throws -> Language {
        guard let option else { return Language.fromEnvironment(environment) }
        guard let language = Language(rawValue: option) ?? Language(identifier: option) else {
            let codes = Language.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(Strings(Language.fromEnvironment(environment))("cli.unknownLanguage", option, codes))
        }
        return language
    }

    static func printError(_ message: String) {
        let line = "piggybank: \(message)\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
    }
}
