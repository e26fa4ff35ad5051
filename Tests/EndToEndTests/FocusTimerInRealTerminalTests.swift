import Foundation
import Testing

/// The FocusTimer example (a SwiftUI program) in a real terminal: a task's result, a
/// timeline and a `Timer` reach the screen while nobody presses a key.
@Suite(.serialized)
struct FocusTimerInRealTerminalTests {
    /// The built example, next to the test bundle or in `.build/debug`.
    static var binary: String {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("FocusTimer").path,
            TmuxSession.packageRoot.appendingPathComponent(".build/debug/FocusTimer").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[1]
    }

    /// Starts the example in tmux with `home` (a new scratch folder by default) as its home.
    func start(home: URL? = nil) async throws -> TmuxSession {
        let scratch =
            home ?? FileManager.default.temporaryDirectory.appendingPathComponent("focustimer-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        return try TmuxSession(
            "cd '\(scratch.path)' && HOME='\(scratch.path)' '\(Self.binary)'", width: 60, height: 16, environment: ["LANG": "C.UTF-8"],
            scratch: scratch)
    }

    /// The number after `prefix` on the line that starts with it, written grouped ("1,500") as
    /// SwiftUI writes an interpolated integer.
    func number(after prefix: String, in lines: [String]) -> Int? {
        lines.lazy.map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(prefix) }.flatMap {
            Int($0.dropFirst(prefix.count).prefix { $0.isNumber || $0 == "," }.filter(\.isNumber))
        }
    }

    @Test func theLoadedQuoteAndTheClockAppearWithoutAKey() async throws {
        let session = try await start()
        let first = try await session.waitFor("Now ")
        #expect(first.contains { $0.contains("Loading quote…") } || first.contains { $0.contains("Well begun") })
        let loaded = try await session.waitFor("Well begun is half done.")
        #expect(!loaded.contains { $0.contains("Loading quote…") })
        let clock = loaded.first { $0.contains("Now ") } ?? ""
        let later = try await session.waitFor(timeout: 5) { lines in lines.contains { $0.contains("Now ") && $0 != clock } }
        #expect(later.contains { $0.contains("Now ") && $0 != clock }, "the clock moved on by itself: \(later)")
    }

    @Test func aScheduledTimerCountsDownWhileIdle() async throws {
        let session = try await start()
        try await session.waitFor("[ Start ]")
        try session.send("Tab")  // from the stepper to Start
        try session.send("Enter")
        let started = try await session.waitFor("Left: ")
        let left = try #require(number(after: "Left: ", in: started))
        let counted = try await session.waitFor(timeout: 8) { (number(after: "Left: ", in: $0) ?? left) <= left - 3 }
        #expect((number(after: "Left: ", in: counted) ?? left) <= left - 3, "three seconds counted without a key: \(counted)")
    }

    @Test func theSessionLengthInAppStorageOutlivesTheRun() async throws {
        let first = try await start()
        try await first.waitFor("Length: 25 min")
        try first.send("Right")
        try first.send("Right")
        try await first.waitFor("Length: 27 min")
        try first.send("C-c")
        let home = first.scratch
        #expect(await first.waitForFile(".config/FocusTimer.plist") != nil, "written to the defaults database")
        let second = try await start(home: home)
        try await second.waitFor("Length: 27 min")
    }
}
