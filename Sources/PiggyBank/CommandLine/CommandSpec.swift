/// One subcommand as data: its name, arguments, options and an example; what it does is in the
/// string tables (`cli.<name>`, `cli.<name>.<option>`), so it reads in the user's language.
/// Usage, `help COMMAND`, the completion scripts, the man page and the parser are all made
/// from the table of these (``CommandTable``), so none of them can drift from the others.
struct CommandSpec: Sendable {
    /// An option of a command; `value` names its value ("AMOUNT"), nil for a flag.
    struct Option: Sendable {
        let name: String
        let value: String?
        /// The string-table key of its help, when several commands share it (`cli.option.json`).
        let key: String?

        init(_ name: String, _ value: String? = nil, key: String? = nil) {
            self.name = name
            self.value = value
            self.key = key
        }

        /// "--target AMOUNT".
        var flag: String { "--\(name)\(value.map { " " + $0 } ?? "")" }

        /// What the option does, for the command named `command`.
        func help(of command: String, _ strings: Strings) -> String { strings[key ?? "cli.\(command).\(name)"] }
    }

    let name: String
    /// Positional arguments as shown: "NAME|ID", "[FILE]".
    let arguments: [String]
    let options: [Option]
    let example: String
    /// True when the first argument is a bank, so completion offers the banks' names.
    var takesBankName: Bool { arguments.first.map { $0.contains("NAME") } ?? false }

    /// How many positional arguments it needs at least and takes at most.
    var argumentRange: ClosedRange<Int> {
        let required = arguments.filter { !$0.hasPrefix("[") }.count
        return required...arguments.count
    }

    /// "deposit NAME|ID AMOUNT [--note TEXT]".
    var synopsis: String {
        ([name] + arguments + options.map { "[\($0.flag)]" }).joined(separator: " ")
    }

    /// What the command does, in the language of `strings`.
    func summary(_ strings: Strings) -> String { strings["cli.\(name)"] }

    /// What `help COMMAND` prints.
    func help(_ strings: Strings) -> String {
        var lines = [strings("cli.usage.line", synopsis), "", summary(strings)]
        if !options.isEmpty {
            lines += [""] + options.map { "  " + $0.flag.padded(to: 24) + $0.help(of: name, strings) }
        }
        lines += ["", strings["cli.usage.example"], "  \(example)"]
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The text followed by spaces up to `width` characters, and at least two.
    func padded(to width: Int) -> String { self + String(repeating: " ", count: Swift.max(2, width - count)) }
}
