import FoundationEssentials

/// OSC 8 hyperlinks: whether a terminal shows them, and the bytes that write linked cells.
///
/// Only terminals known to support them get the sequences (a few others would print them):
/// those named by `TERM_PROGRAM` (iTerm2, WezTerm, ghostty, VS Code, tmux 3.4 and later) or
/// `TERM` (kitty, foot, WezTerm, contour, alacritty), VTE-based terminals (GNOME Terminal,
/// Tilix) by `VTE_VERSION`, Konsole by `KONSOLE_VERSION`, and Windows Terminal by `WT_SESSION`.
enum Hyperlinks {
    /// The environment variables ``areSupported(environment:)`` reads.
    static let environmentNames = ["TERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "VTE_VERSION", "KONSOLE_VERSION", "WT_SESSION"]

    /// True when the terminal described by `environment` shows OSC 8 hyperlinks.
    static func areSupported(environment: [String: String]) -> Bool {
        let program = environment["TERM_PROGRAM"] ?? ""
        if program == "tmux" {
            return SynchronizedOutput.version(environment["TERM_PROGRAM_VERSION"] ?? "", isAtLeast: [3, 4])
        }
        if ["iTerm.app", "WezTerm", "ghostty", "vscode"].contains(program) { return true }
        if let vte = environment["VTE_VERSION"], Int(vte) ?? 0 >= 5000 { return true }
        if environment["KONSOLE_VERSION"] != nil || environment["WT_SESSION"] != nil { return true }
        let term = environment["TERM"] ?? ""
        return ["xterm-kitty", "kitty", "foot", "wezterm", "contour", "alacritty", "xterm-ghostty"].contains { term.hasPrefix($0) }
    }

    /// The bytes that rewrite `link`'s cells, as they are, inside an OSC 8 hyperlink, leaving
    /// the cursor and attributes as they were (DECSC/DECRC).
    static func sequence(for link: HyperlinkRun, sgr: (Style) -> String) -> String {
        let destination = String(link.destination.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
        var output = "\u{1B}7\u{1B}[\(link.run.y + 1);\(link.run.x + 1)H\u{1B}]8;;\(destination)\u{1B}\\"
        var lastStyle: Style?
        for cell in link.run.cells where cell.width > 0 {
            if cell.style != lastStyle {
                output += sgr(cell.style)
                lastStyle = cell.style
            }
            output += cell.text
        }
        return output + "\u{1B}]8;;\u{1B}\\\u{1B}8"
    }

    /// The bytes that copy `text` to the system clipboard (OSC 52).
    static func clipboardSequence(for text: String) -> String {
        "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
    }
}
