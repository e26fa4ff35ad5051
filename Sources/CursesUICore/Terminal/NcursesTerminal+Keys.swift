import CNcursesw

/// The escape sequences the terminfo entry gives for keys, for the decoder: terminals that send
/// their own (the Linux console's F1 is `ESC [ [ A`) are understood as ncurses would.
extension NcursesTerminal {
    /// Each key capability the terminal has, as its sequence and key.
    nonisolated static func terminfoSequences() -> [String: Key] {
        var capabilities: [(String, Key)] = [
            ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right), ("khome", .home), ("kend", .end),
            ("kpp", .pageUp), ("knp", .pageDown), ("kcbt", .backTab), ("kdch1", .delete), ("kich1", .insert), ("kent", .enter),
            ("kLFT5", .controlLeft), ("kRIT5", .controlRight), ("kUP5", .controlUp), ("kDN5", .controlDown),
            ("kLFT3", .alt("b")), ("kRIT3", .alt("f")), ("kUP3", .altUp), ("kDN3", .altDown),
        ]
        for number in 1...12 { capabilities.append(("kf\(number)", .function(number))) }
        var sequences: [String: Key] = [:]
        for (name, key) in capabilities {
            if let value = cncurses_string_capability(name) { sequences[String(cString: value)] = key }
        }
        return sequences
    }
}
