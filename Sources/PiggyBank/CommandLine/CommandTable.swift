/// Every subcommand of `piggybank`, as data. Parsing, usage, help, completions and the man
/// page are generated from this one table.
@MainActor
enum CommandTable {
    typealias Run = @MainActor (inout CommandContext) throws -> Void

    /// The options every command takes.
    static let globalOptions: [CommandSpec.Option] = [
        .init(
            "data-dir", "DIR", "where the database is (default $XDG_DATA_HOME/piggybank, ~/.local/share/piggybank; or PIGGYBANK_DATA_DIR)"),
        .init("lang", "en|zh-Hans", "language (default from LC_ALL / LANG)"),
        .init("no-color", nil, "no colours (also when NO_COLOR is set)"),
        .init("debug-log", "FILE", "write binding diagnostics and errors to FILE"),
        .init("help", nil, "this help, or a command's with `piggybank COMMAND --help`"),
        .init("version", nil, "the version"),
    ]

    static let json = CommandSpec.Option("json", nil, "machine-readable output")

    static let entries: [(spec: CommandSpec, run: Run)] = [
        (
            CommandSpec(
                name: "list", arguments: [], options: [json, .init("names", nil, "only the names, one per line")],
                summary: "Lists every piggy bank: id, name, saved/target, and which is primary.", example: "piggybank list --json"),
            { try BankCommands.list(&$0) }
        ),
        (
            CommandSpec(
                name: "add", arguments: [],
                options: [
                    .init("name", "NAME", "what it is for (at most 30 characters)"), .init("target", "AMOUNT", "the goal"),
                    .init("icon", "ID", "an icon id such as pig, car, plane"), .init("initial", "AMOUNT", "already saved"),
                    .init("expires", "YYYY-MM-DD", "the day it should be full by"),
                ],
                summary: "Creates a piggy bank and makes it the primary one.",
                example: "piggybank add --name \"Trip to Japan\" --target 1,200.50 --icon plane"),
            { try BankCommands.add(&$0) }
        ),
        (
            CommandSpec(
                name: "edit", arguments: ["NAME|ID"],
                options: [
                    .init("name", "NAME", "a new name"), .init("target", "AMOUNT", "a new target"),
                    .init("icon", "ID", "a new icon, or none"),
                    .init("expires", "YYYY-MM-DD", "a new expiry day, or none"),
                ],
                summary: "Changes a bank's name, target, icon or expiry. The saved amount changes only by deposits and withdrawals.",
                example: "piggybank edit Trip --target 1500 --expires 2027-06-30"),
            { try BankCommands.edit(&$0) }
        ),
        (
            CommandSpec(
                name: "delete", arguments: ["NAME|ID"], options: [.init("yes", nil, "do not ask")],
                summary: "Deletes a bank with its records, after asking (or with --yes).", example: "piggybank delete Trip --yes"),
            { try BankCommands.delete(&$0) }
        ),
        (
            CommandSpec(
                name: "primary", arguments: ["NAME|ID"], options: [], summary: "Makes a bank the one Home shows.",
                example: "piggybank primary 2"),
            { try BankCommands.primary(&$0) }
        ),
        (
            CommandSpec(
                name: "deposit", arguments: ["NAME|ID", "AMOUNT"], options: [.init("note", "TEXT", "a note for the record")],
                summary: "Puts money in; deposits may go past the target.", example: "piggybank deposit Trip 50 --note salary"),
            { try RecordCommands.move(&$0, deposit: true) }
        ),
        (
            CommandSpec(
                name: "withdraw", arguments: ["NAME|ID", "AMOUNT"], options: [.init("note", "TEXT", "a note for the record")],
                summary: "Takes money out, at most the balance.", example: "piggybank withdraw Trip 20.25 --note tickets"),
            { try RecordCommands.move(&$0, deposit: false) }
        ),
        (
            CommandSpec(
                name: "records", arguments: ["[NAME|ID]"],
                options: [.init("since", "YYYY-MM-DD", "from this day"), .init("until", "YYYY-MM-DD", "up to this day"), json],
                summary: "Lists records newest first, of one bank or of all; streams, so any number of records can be piped.",
                example: "piggybank records Trip --since 2026-01-01 --json"),
            { try RecordCommands.records(&$0) }
        ),
        (
            CommandSpec(
                name: "undo-record", arguments: ["ID"], options: [],
                summary: "Deletes a mistaken record; the bank's balance moves back by its amount (never below zero).",
                example: "piggybank undo-record 42"),
            { try RecordCommands.undo(&$0) }
        ),
        (
            CommandSpec(
                name: "stats", arguments: [], options: [json],
                summary: "Totals across banks, this month, and net savings per month for a year.", example: "piggybank stats --json"),
            { try RecordCommands.stats(&$0) }
        ),
        (
            CommandSpec(
                name: "schedule", arguments: ["NAME|ID", "[AMOUNT]"],
                options: [
                    .init("every", "day|week|month|year", "how often"),
                    .init("on", "DAY", "weekday 1-7 (Monday 1), day of month 1-31, or MM-DD for yearly"),
                    .init("from", "YYYY-MM-DD", "the first day (default today; may be in the past)"),
                    .init("until", "YYYY-MM-DD", "the last day"), .init("off", nil, "remove the recurring deposit"),
                ],
                summary: "Sets a bank's recurring deposit; `run-due` (and the app at launch) deposits what is due.",
                example: "piggybank schedule Trip 100 --every month --on 25"),
            { try ScheduleCommands.schedule(&$0) }
        ),
        (
            CommandSpec(
                name: "schedules", arguments: [], options: [json], summary: "Lists the recurring deposits and when each falls next.",
                example: "piggybank schedules"),
            { try ScheduleCommands.list(&$0) }
        ),
        (
            CommandSpec(
                name: "run-due", arguments: [], options: [],
                summary: "Deposits every recurring deposit due up to today, each occurrence once; for cron.",
                example: "piggybank run-due"),
            { try ScheduleCommands.runDue(&$0) }
        ),
        (
            CommandSpec(
                name: "export", arguments: ["[FILE]"],
                options: [.init("json", nil, "a complete, versioned document to import"), .init("csv", nil, "banks and records as CSV")],
                summary: "Writes every bank, record, schedule and setting, to FILE or standard output.",
                example: "piggybank export --json backup.json"),
            { try DataCommands.export(&$0) }
        ),
        (
            CommandSpec(
                name: "import", arguments: ["FILE"],
                options: [
                    .init("replace", nil, "replace everything (the store must be empty, or --force)"),
                    .init("merge", nil, "add the banks under new ids"), .init("dry-run", nil, "show what would change, change nothing"),
                    .init("force", nil, "let --replace overwrite banks"),
                ],
                summary:
                    "Reads an `export --json` document in one transaction: all of it or, with a message, nothing. Into an empty store it needs neither --merge nor --replace.",
                example: "piggybank import backup.json --merge --dry-run"),
            { try DataCommands.importDocument(&$0) }
        ),
        (
            CommandSpec(
                name: "backup", arguments: ["FILE"], options: [],
                summary: "Copies the database consistently, even while the app is writing.",
                example: "piggybank backup ~/piggybank-2026.sqlite"),
            { try DataCommands.backup(&$0) }
        ),
        (
            CommandSpec(
                name: "restore", arguments: ["FILE"], options: [],
                summary: "Replaces the database with a backup after checking it; the replaced one is kept as piggybank.sqlite.bak.",
                example: "piggybank restore ~/piggybank-2026.sqlite"),
            { try DataCommands.restore(&$0) }
        ),
        (
            CommandSpec(
                name: "settings", arguments: ["[KEY]", "[VALUE]"], options: [json],
                summary: "Shows the settings, one of them, or sets one: language, currency, theme, askBeforeDeleting, showAmounts.",
                example: "piggybank settings currency EUR"),
            { try SettingsCommand.run(&$0) }
        ),
        (
            CommandSpec(
                name: "completions", arguments: ["bash|zsh|fish"], options: [],
                summary: "Prints a completion script for commands, options and bank names.",
                example: "piggybank completions bash > ~/.local/share/bash-completion/completions/piggybank"),
            { context in context.write(try Completions.script(for: context.argument(0) ?? "")) }
        ),
        (
            CommandSpec(
                name: "manpage", arguments: [], options: [], summary: "Prints the manual page (roff), as installed for `man piggybank`.",
                example: "piggybank manpage > piggybank.1"),
            { context in context.write(ManPage.text()) }
        ),
        (
            CommandSpec(
                name: "demo", arguments: [], options: [], summary: "The demo form, for trying the keys; no storage is touched.",
                example: "piggybank demo"),
            { _ in }
        ),
        (
            CommandSpec(
                name: "help", arguments: ["[COMMAND]"], options: [], summary: "The usage, or a command's usage with an example.",
                example: "piggybank help deposit"),
            { context in context.write(try CommandTable.help(for: context.argument(0))) }
        ),
    ]

    static var specs: [CommandSpec] { entries.map(\.spec) }

    static func entry(named name: String) -> (spec: CommandSpec, run: Run)? { entries.first { $0.spec.name == name } }

    /// Every option that takes a value, for the parser.
    static var valuedOptions: Set<String> {
        Set((globalOptions + entries.flatMap(\.spec.options)).filter { $0.value != nil }.map(\.name))
    }

    /// A command that does not exist, with the nearest one suggested.
    static func unknown(_ name: String) -> UsageError {
        let suggestion =
            CommandSuggestion.nearest(to: name, in: specs.map(\.name)).map { "; did you mean `\($0)`?" } ?? "; see piggybank --help"
        return UsageError("unknown command '\(name)'\(suggestion)")
    }

    /// The usage of everything, or of one command.
    static func help(for name: String?) throws -> String {
        guard let name else { return usage }
        guard let spec = entry(named: name)?.spec else { throw unknown(name) }
        return spec.help
    }

    /// The usage: every command on a line, then the global options.
    static var usage: String {
        let width = 28
        var lines = [
            "usage: piggybank [options] [command]", "", "Without a command, opens the savings app in the terminal.", "", "commands:",
        ]
        for spec in specs {
            let synopsis = ([spec.name] + spec.arguments).joined(separator: " ")
            let firstSentence = spec.summary.prefix { $0 != "." && $0 != ";" }
            lines.append("  " + synopsis.padded(to: width) + firstSentence)
        }
        lines += ["", "options:"]
        for option in globalOptions {
            let flag = "--\(option.name)\(option.value.map { " " + $0 } ?? "")"
            lines.append("  " + flag.padded(to: 22) + option.help)
        }
        lines += ["", "`piggybank help COMMAND` shows a command's options and an example."]
        return lines.joined(separator: "\n")
    }
}
