/// The manual page `piggybank.1` in roff, made from ``CommandTable``.
@MainActor
enum ManPage {
    static func text() -> String {
        var lines = [
            ".TH PIGGYBANK 1 \"\" \"piggybank \(PiggyBankCommand.version)\" \"User Commands\"",
            ".SH NAME", "piggybank \\- save for what you want, in the terminal",
            ".SH SYNOPSIS", ".B piggybank", "[\\fIoptions\\fR] [\\fIcommand\\fR]",
            ".SH DESCRIPTION",
            "Without a command, \\fBpiggybank\\fR opens the savings app full-screen; every key is listed by \\fB?\\fR. "
                + "With a command it works on the same data for scripts and cron, and prints plain text, or JSON with \\fB\\-\\-json\\fR.",
            ".SH COMMANDS",
        ]
        for spec in CommandTable.specs {
            lines += [".TP", ".B " + escape(([spec.name] + spec.arguments).joined(separator: " ")), escape(spec.summary)]
            for option in spec.options {
                lines += [
                    ".RS", ".TP", ".B \\-\\-" + option.name + (option.value.map { " \\fI" + escape($0) + "\\fR" } ?? ""),
                    escape(option.help), ".RE",
                ]
            }
            lines += [".RS", "Example: \\fB" + escape(spec.example) + "\\fR", ".RE"]
        }
        lines.append(".SH OPTIONS")
        for option in CommandTable.globalOptions {
            lines += [".TP", ".B \\-\\-" + option.name + (option.value.map { " \\fI" + escape($0) + "\\fR" } ?? ""), escape(option.help)]
        }
        lines += [
            ".SH EXIT STATUS",
            "0 on success, 1 for a storage problem, 2 for bad usage or a terminal that cannot run the app. Nothing is written on failure.",
            ".SH ENVIRONMENT",
            ".TP", ".B PIGGYBANK_DATA_DIR", "the data folder, unless \\-\\-data\\-dir is given",
            ".TP", ".B NO_COLOR", "no colours when set",
            ".TP", ".B LANG, LC_ALL, LC_MESSAGES", "the language when none is chosen in the settings",
            ".SH FILES", ".TP", ".I ~/.local/share/piggybank/piggybank.sqlite", "the database (or under $XDG_DATA_HOME)",
        ]
        return lines.joined(separator: "\n")
    }

    /// Text safe in roff: backslashes and hyphens escaped, no line starting with a dot.
    static func escape(_ text: String) -> String {
        let escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
