import Foundation
import Testing

/// The loop owns SIGTSTP, so drawing a frame changes no signal handler: ncurses would
/// otherwise ignore and restore SIGTSTP around every `doupdate`, two system calls per key.
/// Recorded with strace on the real binary in a real pseudo-terminal.
@Suite(.serialized)
struct SignalActionTests {
    @Test func typingChangesNoSignalHandler() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-sigaction-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let trace = scratch.appendingPathComponent("trace.txt").path
        let command =
            "strace -qq -e trace=write,rt_sigaction -e signal=none -s 100000 -o '\(trace)' '\(TmuxSession.binary)' demo; touch '\(scratch.path)/done'"
        let session = try TmuxSession(command, environment: ["LANG": "C.UTF-8"], scratch: scratch)
        try await session.waitFor("Create piggy bank")
        for text in ["V", "Va", "Vac", "Vaca"] {
            try session.send(String(text.last!), literal: true)
            try await session.waitFor("name=\(text) amount=")
        }
        try session.send("C-c")
        _ = await session.waitForFile("done")
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        let firstFrame = try #require(lines.firstIndex { $0.hasPrefix("write(1,") && $0.contains("Create piggy bank") })
        // A typed character moves the echo line's " amount=" right, so each typed frame has it.
        let lastTypedFrame = try #require(lines.lastIndex { $0.hasPrefix("write(1,") && $0.contains(" amount=") })
        let typing = lines[firstFrame...lastTypedFrame]
        #expect(typing.filter { $0.hasPrefix("write(1,") }.count >= 5, "the first frame and one per typed character")
        #expect(!typing.contains { $0.hasPrefix("rt_sigaction") }, "\(typing.filter { $0.hasPrefix("rt_sigaction") })")
    }
}
