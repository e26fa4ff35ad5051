import Foundation
import Testing

/// What a typed key costs in system calls: the wait that wakes for it, reading it, and the one
/// write of the frame. Recorded with strace on the real binary in a real pseudo-terminal.
@Suite(.serialized)
struct SystemCallsPerKeyTests {
    @Test func aTypedKeyIsOneWaitItsReadAndOneWrite() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-syscalls-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let trace = scratch.appendingPathComponent("trace.txt").path
        let command = "strace -qq -e signal=none -s 100000 -o '\(trace)' '\(TmuxSession.binary)' demo; touch '\(scratch.path)/done'"
        let session = try TmuxSession(command, environment: ["LANG": "C.UTF-8"], scratch: scratch)
        try await session.waitFor("Create piggy bank")
        for text in ["V", "Va", "Vac", "Vaca", "Vacat"] {
            try session.send(String(text.last!), literal: true)
            try await session.waitFor("name=\(text) amount=")
        }
        try session.send("C-c")
        _ = await session.waitForFile("done")
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        // A typed character moves the echo line's " amount=" right, so each typed frame has it.
        let frames = lines.indices.filter { lines[$0].hasPrefix("write(1,") && lines[$0].contains(" amount=") }
        #expect(frames.count == 6, "the first frame and one per typed character")
        // From one typed frame to the next (before the first key the main queue's descriptor is
        // made, once).
        let typed = frames.dropFirst()
        for (previous, next) in zip(typed, typed.dropFirst()) {
            let calls = lines[(previous + 1)..<next].map { String($0.prefix { $0 != "(" }) }
            // The loop's poll wakes for the key and one read takes it: no poll of ncurses' own.
            #expect(calls == ["poll", "read"], "\(lines[(previous + 1)..<next])")
        }
    }
}
