/// The manual page `piggybank.1` in roff, made from ``CommandTable``, in the user's language.
@MainActor
enum ManPage {
    static func text(_ strings: Strings) -> String {
        func section(_ name: String) -> String { ".SH " + escape(strings["cli.man.\(name)"]) }
        func option(_ option: CommandSpec.Option) -> String {
            ".B \\-\\-" + option.name + (option.value.map { " \\fI" + escape($0) + "\\fR" } ?? "")
        }
        var lines = [
            ".TH PIGGYBANK 1 \"\" \"piggybank \(PiggyBankCommand.version)\" \"\(escape(strings["cli.man.section"]))\"",
            section("NAME"), "piggybank \\- " + escape(strings["cli.man.name"]),
            section("SYNOPSIS"), ".B piggybank", "[\\fIoptions\\fR] [\\fIcommand\\fR]",
            section("DESCRIPTION"), escape(strings["cli.man.description"]),
            section("COMMANDS"),
        ]
        for spec in CommandTable.specs {
            lines += [".TP", ".B " + escape(([spec.name] + spec.arguments).joined(separator: " ")), escape(spec.summary(strings))]
            for item in spec.options {
                lines += [".RS", ".TP", option(item), escape(item.help(of: spec.name, strings)), ".RE"]
            }
            lines += [".RS", escape(strings["cli.man.example"]) + " \\fB" + escape(spec.example) + "\\fR", ".RE"]
        }
        lines.append(section("OPTIONS"))
        for item in CommandTable.globalOptions {
            lines += [".TP", option(item), escape(CommandTable.help(ofGlobal: item, strings))]
        }
        lines += [
            section("EXIT"), escape(strings["cli.man.exit"]),
            section("ENVIRONMENT"),
            ".TP", ".B PIGGYBANK_DATA_DIR", escape(strings["cli.man.dataDir"]),
            ".TP", ".B NO_COLOR", escape(strings["cli.man.noColor"]),
            ".TP", ".B LANG, LC_ALL, LC_MESSAGES", escape(strings["cli.man.lang"]),
            ".TP", ".B PATH", escape(strings["cli.man.path"]),
            section("FILES"), ".TP", ".I ~/.local/share/piggybank/piggybank.sqlite", escape(strings["cli.man.database"]),
        ]
        return lines.joined(separator: "\n")
    }

    /// Text safe in roff: backslashes and hyphens escaped, no line starting with a dot.
    static func escape(_ text: String) -> String {
        let escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
