/// Whether a terminal understands synchronized output (DEC private mode 2026: `CSI ? 2026 h`
/// holds the picture until `CSI ? 2026 l`), so a frame never shows half drawn.
///
/// Only terminals known to support it get the sequences: those whose terminfo entry has the
/// `Sync` capability, and those named by `TERM` or `TERM_PROGRAM` (foot, kitty, WezTerm,
/// contour, ghostty, iTerm2, tmux 3.4 and later). Anything else never sees them.
public enum SynchronizedOutput {
    /// The sequence that starts holding the picture.
    public static let begin = "\u{1B}[?2026h"
    /// The sequence that shows the held picture.
    public static let end = "\u{1B}[?2026l"

    /// The environment variables ``isSupported(environment:terminfoHasSync:)`` reads.
    static let environmentNames = ["TERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION"]

    /// True when the terminal described by `environment` (and its terminfo) supports it.
    public static func isSupported(environment: [String: String], terminfoHasSync: Bool) -> Bool {
        if terminfoHasSync { return true }
        let program = environment["TERM_PROGRAM"] ?? ""
        if program == "tmux" {  // tmux draws the screen itself: its version decides
            return version(environment["TERM_PROGRAM_VERSION"] ?? "", isAtLeast: [3, 4])
        }
        if ["iTerm.app", "WezTerm", "ghostty"].contains(program) { return true }
        let term = environment["TERM"] ?? ""
        return ["foot", "xterm-kitty", "kitty", "wezterm", "contour", "xterm-ghostty"].contains { term.hasPrefix($0) }
    }

    /// Compares a dotted version ("3.4", "3.5a") with a minimum, number by number.
    static func version(_ text: String, isAtLeast minimum: [Int]) -> Bool {
        let numbers = text.split(separator: ".").map { Int($0.prefix(while: \.isNumber)) ?? 0 }
        for (index, needed) in minimum.enumerated() {
            let have = index < numbers.count ? numbers[index] : 0
            if have != needed { return have > needed }
        }
        return true
    }
}
