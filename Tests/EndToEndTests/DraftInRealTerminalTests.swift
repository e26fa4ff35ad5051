import Foundation
import Testing

/// The draft typed on the create page, saved once the app waits for the next key, is back
/// after the real binary is killed (`kill -9`) a moment after typing, or ended by SIGTERM or
/// SIGHUP right after the typing shows.
@Suite(.serialized)
struct DraftInRealTerminalTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-draft-\(UUID().uuidString)").path

    /// Starts the app on the first create page and types `name` into it.
    func typing(_ name: String) async throws -> AppRun {
        let run = try AppRun(arguments: "--data-dir '\(folder)'")
        try await run.session.waitFor("Welcome to Piggy Bank")
        try run.session.send("Enter", "Tab", "Enter")
        try await run.session.waitFor("step 1 of 3")
        try run.session.send(name, literal: true)
        try await run.session.waitFor("  \(name)_")
        return run
    }

    /// Starts the app again and expects the create page with `name` typed in.
    func expectNameBack(_ name: String) async throws {
        let again = try AppRun(arguments: "--data-dir '\(folder)'")
        let screen = try await again.session.waitFor(allOf: ["step 1 of 3", "  \(name)_"])
        #expect(screen.contains("  \(name)" + String(repeating: "_", count: 40 - name.count)))
        try again.session.send("C-c")
        _ = try await again.ending()
    }

    @Test func killedAMomentAfterTypingTheNameIsBack() async throws {
        let run = try await typing("Kyoto in spring")
        try await run.waitUntilWaitingForKeys()
        try await run.signal("KILL")
        _ = try await run.ending()
        try await expectNameBack("Kyoto in spring")
    }

    @Test(arguments: ["TERM", "HUP"])
    func endedBySignalRightAfterTypingTheNameIsBack(signal: String) async throws {
        let run = try await typing("Lisbon \(signal)")
        try await run.signal(signal)
        _ = try await run.ending()
        try await expectNameBack("Lisbon \(signal)")
    }
}
