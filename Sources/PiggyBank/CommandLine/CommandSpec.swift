/// One subcommand as data: its name, arguments, options, what it does and an example. Usage,
/// `help COMMAND`, the completion scripts, the man page and the parser are all made from the
/// table of these (``CommandTable``), so none of them can drift from the others.
struct CommandSpec: Sendable {
    /// An option of a command; `value` names its value ("AMOUNT"), nil for a flag.
    struct Option: Sendable {
        let name: String
        let value: String?
        let help: String

        init(_ name: String, _ value: String? = nil, _ help: String) {
            self.name = name
            self.value = value
            self.help = help
        }
    }

    let name: String
    /// Positional arguments as shown: "NAME|ID", "[FILE]".
    let arguments: [String]
    let options: [Option]
    let summary: String
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
        ([name] + arguments + options.map { "[--\($0.name)\($0.value.map { " " + $0 } ?? "")]" }).joined(separator: " ")
    }

    /// What `help COMMAND` prints.
    var help: String {
        var lines = ["usage: piggybank \(synopsis)", "", summary]
        if !options.isEmpty {
            lines +=
                [""]
                + options.map { option in
                    let flag = "--\(option.name)\(option.value.map { " " + $0 } ?? "")"
                    return "  " + flag.padded(to: 24) + option.help
                }
        }
        lines += ["", "example:", "  \(example)"]
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The text followed by spaces up to `width` characters, and at least two.
    func padded(to width: Int) -> String { self + String(repeating: " ", count: Swift.max(2, width - count)) }
}
