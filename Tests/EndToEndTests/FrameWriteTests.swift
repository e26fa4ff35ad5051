import Foundation
import Testing

/// A frame reaches the terminal in one `write`, so no terminal, tmux or ssh link can show half
/// of it; terminals known to hold a picture until it is complete also get it wrapped in
/// synchronized-output mode, in the same write, and other terminals never see that mode. The writes are recorded
/// with strace on the real binary in a real pseudo-terminal.
@Suite(.serialized)
struct FrameWriteTests {
    /// Runs the demo under strace, types `keys` one by one (each waited for on screen), quits,
    /// and returns the writes to standard output, oldest first.
    func recordWrites(environment: [String: String]) async throws -> [String] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-writes-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let trace = scratch.appendingPathComponent("trace.txt").path
        let command =
            "strace -qq -e trace=write -e signal=none -s 100000 -xx -o '\(trace)' '\(TmuxSession.binary)' demo; touch '\(scratch.path)/done'"
        let session = try TmuxSession(command, environment: environment.merging(["LANG": "C.UTF-8"]) { $1 }, scratch: scratch)
        try await session.waitFor("Create piggy bank")
        for (index, text) in ["Vacation", "Vacation fund"].enumerated() {
            try session.send(index == 0 ? "Vacation" : " fund", literal: true)
            try await session.waitFor("name=\(text) amount=")
        }
        try session.send("Tab")
        try session.send("120", literal: true)
        try await session.waitFor("name=Vacation fund amount=120 ")
        try session.send("C-c")
        _ = await session.waitForFile("done")
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        return lines.filter { $0.hasPrefix("write(1, \"") }.map { line in
            let quoted = line.dropFirst("write(1, \"".count).prefix { $0 != "\"" }
            let bytes = stride(from: 0, to: quoted.count, by: 4).compactMap { offset -> UInt8? in
                let start = quoted.index(quoted.startIndex, offsetBy: offset + 2)
                return UInt8(quoted[start..<quoted.index(start, offsetBy: 2)], radix: 16)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test func eachTypedCharacterIsOneWriteAndNoSynchronizationForAnUnknownTerminal() async throws {
        let writes = try await recordWrites(environment: ["TERM_PROGRAM": "", "TERM": "xterm-256color"])
        // A frame that echoes a typed letter carries it in the field and on the echo line.
        let framesWithEcho = writes.filter { $0.contains(" amount=") && !$0.contains("Create piggy bank") }
        #expect(framesWithEcho.count >= 3)
        for frame in framesWithEcho {
            // The field's cell comes first, then the move down to the echo line (row 24):
            // both halves of the frame are in this one write.
            let moveToEcho = frame.range(of: "\u{1B}[24;") ?? frame.range(of: "\u{1B}[24d")
            #expect(
                moveToEcho != nil && moveToEcho!.lowerBound > frame.startIndex,
                "the field and the echo line in one write: \(frame.debugDescription)")
        }
        #expect(!writes.contains { $0.contains("\u{1B}[?2026") }, "an unknown terminal never sees mode 2026")
    }

    @Test func aTerminalThatSupportsItGetsEachFrameWrapped() async throws {
        let writes = try await recordWrites(environment: ["TERM_PROGRAM": "WezTerm", "TERM": "xterm-256color"])
        let frames = writes.filter { $0.contains(" amount=") }
        #expect(frames.count >= 3)
        for frame in frames {
            #expect(
                frame.hasPrefix("\u{1B}[?2026h") && frame.hasSuffix("\u{1B}[?2026l"),
                "the picture held and shown in the frame's own write: \(frame.debugDescription)")
        }
        #expect(!writes.contains { $0 == "\u{1B}[?2026h" || $0 == "\u{1B}[?2026l" }, "no write of the mode alone")
    }
}
