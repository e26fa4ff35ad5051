/// The words of a command line with options pulled out by name: `--name value`, `--name=value`
/// and flags. What is left, in order, are the positional arguments.
struct Arguments {
    private(set) var positional: [String] = []
    private var options: [String: String] = [:]
    private var flags: Set<String> = []
    private var used: Set<String> = []

    /// Splits `words`; `valued` lists the options that take a value.
    init(_ words: [String], valued: Set<String>) throws {
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.hasPrefix("--"), word.count > 2 else {
                positional.append(word)
                continue
            }
            let body = word.dropFirst(2)
            if let equals = body.firstIndex(of: "=") {
                options[String(body[..<equals])] = String(body[body.index(after: equals)...])
            } else if valued.contains(String(body)) {
                guard index < words.count else { throw UsageError("option --\(body) needs a value") }
                options[String(body)] = words[index]
                index += 1
            } else {
                flags.insert(String(body))
            }
        }
    }

    /// Every option and flag given, sorted.
    var optionNames: [String] { Set(options.keys).union(flags).sorted() }

    mutating func value(_ name: String) -> String? {
        used.insert(name)
        return options[name]
    }

    mutating func flag(_ name: String) -> Bool {
        used.insert(name)
        return flags.contains(name)
    }

    /// Fails on any option nobody asked for, so a typo is not silently ignored.
    func rejectUnknown(_ strings: @autoclosure () -> Strings) throws {
        if let unknown = (Set(options.keys).union(flags)).subtracting(used).sorted().first {
            let strings = strings()
            throw UsageError(strings("cli.unknownOption", unknown) + "; " + strings["cli.seeHelp"])
        }
    }
}
