/// Every subcommand of `piggybank`, as data. Parsing, usage, help, completions and the man
/// page are generated from this one table.
@MainActor
enum CommandTable {
    typealias Run = @MainActor (inout CommandContext) throws -> Void

    /// The options every command takes.
    static let globalOptions: [CommandSpec.Option] = [
        .init("data-dir", "DIR", key: "cli.option.data-dir"), .init("lang", "LANG", key: "cli.option.lang"),
        .init("no-color", key: "cli.option.no-color"), .init("debug-log", "FILE", key: "cli.option.debug-log"),
        .init("help", key: "cli.option.help"), .init("version", key: "cli.option.version"),
    ]

    /// A global option's help; `--lang` lists the languages.
    static func help(ofGlobal option: CommandSpec.Option, _ strings: Strings) -> String {
        option.name == "lang"
            ? strings("cli.option.lang", Language.allCases.map(\.rawValue).joined(separator: ", ")) : strings["cli.option.\(option.name)"]
    }

    static let json = CommandSpec.Option("json", key: "cli.option.json")
    static let note = CommandSpec.Option("note", "TEXT", key: "cli.option.note")

    static let entries: [(spec: CommandSpec, run: Run)] = [
        (
            CommandSpec(
                name: "list", arguments: [], options: [json, .init("names")], example: "piggybank list --json"),
            { try BankCommands.list(&$0) }
        ),
        (
            CommandSpec(
                name: "add", arguments: [],
                options: [
                    .init("name", "NAME"), .init("target", "AMOUNT"),
                    .init("icon", "ID"), .init("initial", "AMOUNT"),
                    .init("expires", "YYYY-MM-DD"),
                ],
                example: "piggybank add --name \"Trip to Japan\" --target 1200.50 --icon plane"),
            { try BankCommands.add(&$0) }
        ),
        (
            CommandSpec(
                name: "edit", arguments: ["NAME|ID"],
                options: [
                    .init("name", "NAME"), .init("target", "AMOUNT"),
                    .init("icon", "ID"),
                    .init("expires", "YYYY-MM-DD"),
                ],
                example: "piggybank edit Trip --target 1500 --expires 2027-06-30"),
            { try BankCommands.edit(&$0) }
        ),
        (
            CommandSpec(
                name: "delete", arguments: ["NAME|ID"], options: [.init("yes")], example: "piggybank delete Trip --yes"),
            { try BankCommands.delete(&$0) }
        ),
        (
            CommandSpec(
                name: "primary", arguments: ["NAME|ID"], options: [],
                example: "piggybank primary 2"),
            { try BankCommands.primary(&$0) }
        ),
        (
            CommandSpec(
                name: "deposit", arguments: ["NAME|ID", "AMOUNT"], options: [note], example: "piggybank deposit Trip 50 --note salary"),
            { try RecordCommands.move(&$0, deposit: true) }
        ),
        (
            CommandSpec(
                name: "withdraw", arguments: ["NAME|ID", "AMOUNT"], options: [note], example: "piggybank withdraw Trip 20.25 --note tickets"
            ),
            { try RecordCommands.move(&$0, deposit: false) }
        ),
        (
            CommandSpec(
                name: "adjust", arguments: ["NAME|ID", "AMOUNT"], options: [note], example: "piggybank adjust Trip 310.40 --note recount"),
            { try RecordCommands.adjust(&$0) }
        ),
        (
            CommandSpec(
                name: "records", arguments: ["[NAME|ID]"],
                options: [.init("since", "YYYY-MM-DD"), .init("until", "YYYY-MM-DD"), json],
                example: "piggybank records Trip --since 2026-01-01 --json"),
            { try RecordCommands.records(&$0) }
        ),
        (
            CommandSpec(
                name: "undo-record", arguments: ["ID"], options: [],
                example: "piggybank undo-record 42"),
            { try RecordCommands.undo(&$0) }
        ),
        (
            CommandSpec(
                name: "stats", arguments: [], options: [json], example: "piggybank stats --json"),
            { try RecordCommands.stats(&$0) }
        ),
        (
            CommandSpec(
                name: "status", arguments: [], options: [.init("format", "FORMAT"), .init("no-icon")],
                example: "piggybank status --no-icon --format '{name}: {left} to go, {days}'"),
            { try GlanceCommands.status(&$0) }
        ),
        (
            CommandSpec(
                name: "schedule", arguments: ["NAME|ID", "[AMOUNT]"],
                options: [
                    .init("every", "day|week|month|year"),
                    .init("on", "DAY"),
                    .init("from", "YYYY-MM-DD"),
                    .init("until", "YYYY-MM-DD"), .init("off"),
                ],
                example: "piggybank schedule Trip 100 --every month --on 25"),
            { try ScheduleCommands.schedule(&$0) }
        ),
        (
            CommandSpec(
                name: "schedules", arguments: [], options: [json],
                example: "piggybank schedules"),
            { try ScheduleCommands.list(&$0) }
        ),
        (
            CommandSpec(
                name: "run-due", arguments: [], options: [],
                example: "piggybank run-due"),
            { try ScheduleCommands.runDue(&$0) }
        ),
        (
            CommandSpec(
                name: "remind", arguments: [], options: [],
                example: "piggybank remind"),
            { try GlanceCommands.remind(&$0) }
        ),
        (
            CommandSpec(
                name: "export", arguments: ["[FILE]"],
                options: [.init("json"), .init("csv")],
                example: "piggybank export --json backup.json"),
            { try DataCommands.export(&$0) }
        ),
        (
            CommandSpec(
                name: "import", arguments: ["FILE"],
                options: [
                    .init("replace"),
                    .init("merge"), .init("dry-run"),
                    .init("force"),
                ],
                example: "piggybank import backup.json --merge --dry-run"),
            { try DataCommands.importDocument(&$0) }
        ),
        (
            CommandSpec(
                name: "backup", arguments: ["FILE"], options: [],
                example: "piggybank backup ~/piggybank-2026.sqlite"),
            { try DataCommands.backup(&$0) }
        ),
        (
            CommandSpec(
                name: "restore", arguments: ["FILE"], options: [],
                example: "piggybank restore ~/piggybank-2026.sqlite"),
            { try DataCommands.restore(&$0) }
        ),
        (
            CommandSpec(
                name: "settings", arguments: ["[KEY]", "[VALUE]"], options: [json],
                example: "piggybank settings currency EUR"),
            { try SettingsCommand.run(&$0) }
        ),
        (
            CommandSpec(
                name: "completions", arguments: ["bash|zsh|fish"], options: [],
                example: "piggybank completions bash > ~/.local/share/bash-completion/completions/piggybank"),
            { context in context.write(try Completions.script(for: context.argument(0) ?? "", context.strings)) }
        ),
        (
            CommandSpec(
                name: "manpage", arguments: [], options: [],
                example: "piggybank manpage > piggybank.1"),
            { context in context.write(ManPage.text(context.strings)) }
        ),
        (
            CommandSpec(
                name: "demo", arguments: [], options: [],
                example: "piggybank demo"),
            { _ in }
        ),
        (
            CommandSpec(
                name: "help", arguments: ["[COMMAND]"], options: [],
                example: "piggybank help deposit"),
            { context in context.write(try CommandTable.help(for: context.argument(0), context.strings)) }
        ),
    ]

    static var specs: [CommandSpec] { entries.map(\.spec) }

    static func entry(named name: String) -> (spec: CommandSpec, run: Run)? { entries.first { $0.spec.name == name } }

    /// Every option that takes a value, for the parser.
    static var valuedOptions: Set<String> {
        Set((globalOptions + entries.flatMap(\.spec.options)).filter { $0.value != nil }.map(\.name))
    }

    /// A command that does not exist, with the nearest one suggested.
    static func unknown(_ name: String, _ strings: Strings) -> UsageError {
        let suggestion =
            CommandSuggestion.nearest(to: name, in: specs.map(\.name)).map { strings("cli.didYouMean", $0) } ?? strings["cli.seeHelp"]
        return UsageError(strings("cli.unknownCommand", name) + "; " + suggestion)
    }

    /// The usage of everything, or of one command.
    static func help(for name: String?, _ strings: Strings) throws -> String {
        guard let name else { return usage(strings) }
        guard let spec = entry(named: name)?.spec else { throw unknown(name, strings) }
        return spec.help(strings)
    }

    /// The usage: every command on a line, then the global options.
    static func usage(_ strings: Strings) -> String {
        let width = 28
        var lines = [strings["cli.usage"], "", strings["cli.usage.app"], "", strings["cli.usage.commands"]]
        for spec in specs {
            let synopsis = ([spec.name] + spec.arguments).joined(separator: " ")
            let firstSentence = Completions.firstSentence(spec.summary(strings))
            lines.append("  " + synopsis.padded(to: width) + firstSentence)
        }
        lines += ["", strings["cli.usage.options"]]
        for option in globalOptions {
            lines.append("  " + option.flag.padded(to: 22) + help(ofGlobal: option, strings))
        }
        lines += ["", strings["cli.usage.more"]]
        return lines.joined(separator: "\n")
    }
}
