import Foundation
import Testing

/// A stop sent from outside (`kill -TSTP`) moves `scenePhase` as Ctrl-Z does: StandupTimer saves
/// its standups when the phase becomes `.inactive`, which it passes on the way to `.background`
/// before the process stops and again on the way back to `.active` after `fg`.
@Suite(.serialized)
struct ScenePhaseInRealTerminalTests {
    /// Where StandupTimer keeps its standups, under the session's scratch home.
    static let saved = ".local/share/StandupTimer/standups.data"

    /// StandupTimer started from an interactive shell in a scratch home, its list shown.
    func standupTimerInAShell() async throws -> TmuxSession {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scene-phase-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let session = try TmuxSession("LANG=C.UTF-8 HOME='\(scratch.path)' PS1='$ ' bash --norc -i", scratch: scratch)
        try await session.waitFor("$")
        try session.send("'\(ExamplesInRealTerminalTests.binary("StandupTimer"))'", literal: true)
        try session.send("Enter")
        try await session.waitFor(allOf: ["Design", "App Dev", "Web Dev"])
        return session
    }

    @Test func aStopFromOutsideGoesToTheBackgroundFirstAndFgComesBackToTheFront() async throws {
        let session = try await standupTimerInAShell()
        let file = session.scratch.appendingPathComponent(Self.saved)
        #expect(!FileManager.default.fileExists(atPath: file.path), "nothing is saved while the program is in front")
        let program = try session.programStartedByTheShell()

        kill(program, SIGTSTP)
        try await session.waitFor("Stopped")
        let savedBeforeStopping = try #require(await session.waitForFile(Self.saved), "saved on the way to the background")
        #expect(savedBeforeStopping.contains("\"title\":\"Design\""))

        try FileManager.default.removeItem(at: file)
        try session.send("fg", "Enter")
        try await session.waitFor(allOf: ["Design", "App Dev", "Web Dev"])
        #expect(await session.waitForFile(Self.saved) != nil, "saved again on the way back to the front")

        // In front again: a second stop goes to the background once more.
        try FileManager.default.removeItem(at: file)
        kill(program, SIGTSTP)
        #expect(await session.waitForFile(Self.saved) != nil, "saved again before the second stop")
        try session.send("fg", "Enter")
        try await session.waitFor(allOf: ["Design", "App Dev", "Web Dev"])
    }
}
