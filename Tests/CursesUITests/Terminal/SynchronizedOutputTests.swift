import CursesUI
import Testing

/// Synchronized output goes only to terminals known to support it.
struct SynchronizedOutputTests {
    @Test(arguments: [
        ["TERM": "foot"], ["TERM": "xterm-kitty"], ["TERM": "wezterm"], ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"],
        ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4"],
        ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.5a"],
    ])
    func knownTerminalsGetIt(environment: [String: String]) {
        #expect(SynchronizedOutput.isSupported(environment: environment, terminfoHasSync: false))
    }

    @Test(arguments: [
        ["TERM": "xterm-256color"], ["TERM": "linux"], ["TERM": "dumb"], [:],
        ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"],
        ["TERM": "xterm-kitty", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.2"],
    ])
    func otherTerminalsNeverSeeIt(environment: [String: String]) {
        #expect(!SynchronizedOutput.isSupported(environment: environment, terminfoHasSync: false))
    }

    @Test func aTerminfoEntryWithTheSyncCapabilityGetsIt() {
        #expect(SynchronizedOutput.isSupported(environment: ["TERM": "xterm-256color"], terminfoHasSync: true))
    }
}
