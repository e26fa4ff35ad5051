import Foundation
import Testing

/// A deposit is on the disk (its write-ahead log synced) before the screen shows it; the draft
/// saved on every typed key does not wait for the disk. The syncs are recorded with strace on
/// the real binary in a real pseudo-terminal.
@Suite(.serialized)
struct DurabilityTests {
    @Test func aDepositSyncsTheLogAndTypingTheDraftDoesNot() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-sync-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let folder = scratch.appendingPathComponent("data").path, trace = scratch.appendingPathComponent("trace.txt").path
        _ = try Subprocess.run(TmuxSession.binary, ["--data-dir", folder, "add", "--name", "Bike", "--target", "500"])
        let command =
            "strace -f -qq -e trace=fsync,fdatasync -e signal=none -o '\(trace)' '\(TmuxSession.binary)' --data-dir '\(folder)'; echo done > '\(scratch.path)/done'"
        let session = try TmuxSession(command, environment: ["LANG": "C.UTF-8"], scratch: scratch)
        func syncs() -> Int {
            ((try? String(contentsOfFile: trace, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.contains("sync(") }.count
        }
        try await session.waitFor("Saved $0.00 of $500.00")
        let atStart = syncs()
        try session.send("d")
        try session.send("5", literal: true)
        try session.send("Enter")
        try await session.waitFor("Saved $5.00 of $500.00")
        _ = try await session.waitFor { _ in syncs() > atStart }
        let afterDeposit = syncs()
        #expect(afterDeposit > atStart, "the deposit's commit synced the log")
        try session.send("n")
        try session.send("Holiday", literal: true)
        try await session.waitFor("Holiday")
        try session.send("Tab")
        try session.send("300", literal: true)
        try await session.waitFor("300")
        try? await Task.sleep(for: .milliseconds(300))
        #expect(syncs() == afterDeposit, "ten keys saved the draft ten times without a sync")
        try session.send("C-c")
        _ = await session.waitForFile("done")
    }
}
