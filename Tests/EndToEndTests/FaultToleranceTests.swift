import Foundation
import Testing

/// Real faults around the real binary: killed mid-flow, read-only and full disks, a second
/// instance. Each gets a clear message, and nothing already stored is lost.
@Suite(.serialized)
struct FaultToleranceTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-fault-\(UUID().uuidString)").path

    func cli(_ arguments: String...) throws -> Subprocess.Result {
        try Subprocess.runCapturingErrors(TmuxSession.binary, ["--data-dir", folder] + arguments)
    }

    func listing() throws -> String {
        try Subprocess.run(TmuxSession.binary, ["--data-dir", folder, "list", "--json"]).output
    }

    func sql(_ statement: String) throws -> String {
        try Subprocess.run(
            "/bin/sh", ["-c", "exec /usr/bin/sqlite3 -cmd \".timeout 5000\" \"$0\" \"$1\" 2>&1", folder + "/piggybank.sqlite", statement]
        )
        .output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func killedMidCreateFlowTheDraftAndStepAreBack() async throws {
        let run = try AppRun(arguments: "--data-dir '\(folder)'")
        try await run.session.waitFor("Welcome to Piggy Bank")
        try run.session.send("Enter", "Tab", "Enter")
        try await run.session.waitFor("step 1 of 3")
        try run.session.send("Killed trip", literal: true)
        try run.session.send("Tab")
        try run.session.send("42", literal: true)
        try run.session.send("Enter", "Right", "Enter")
        try await run.session.waitFor("Picked: 🚗 car")
        try await run.waitUntilWaitingForKeys()  // the pick is saved once no key waits
        try await run.signal("KILL")
        _ = try await run.ending()
        let again = try AppRun(arguments: "--data-dir '\(folder)'")
        let screen = try await again.session.waitFor(allOf: ["step 2 of 3", "Picked: 🚗 car"])
        #expect(screen.contains { $0.contains("step 2 of 3") })
        try again.session.send("Escape")
        let page1 = try await again.session.waitFor(allOf: ["Killed trip", "\n  42"])
        #expect(page1.contains { $0.hasPrefix("  42") })
        try again.session.send("C-c")
    }

    @Test func killedRightAfterADepositTheBankAndItsRecordsAgree() async throws {
        _ = try cli("add", "--name", "Jar", "--target", "1000")
        _ = try sql("INSERT INTO settings VALUES ('pageSteps', '0')")
        let run = try AppRun(arguments: "--data-dir '\(folder)'")
        try await run.session.waitFor("Saved $0.00 of $1,000.00")
        for _ in 0..<5 {
            try run.session.send("d")
            try run.session.send("7", literal: true)
            try run.session.send("Enter")
        }
        try await run.session.waitFor("+        $7.00")  // a deposit is in; kill while the rest may still arrive
        try await run.signal("KILL")
        _ = try await run.ending()
        let mismatched = try sql(
            "SELECT count(*) FROM piggy_banks b WHERE amount_cents != (SELECT coalesce(sum(CASE WHEN is_deposit THEN amount_cents ELSE -amount_cents END), 0) FROM records r WHERE r.bank_id = b.id)"
        )
        #expect(mismatched == "0")
        #expect(try sql("PRAGMA integrity_check") == "ok")
    }

    @Test func aReadOnlyDataFolderGivesOneLineAndKeepsTheData() async throws {
        _ = try cli("add", "--name", "Locked", "--target", "50", "--initial", "5")
        let before = try listing()
        #expect(try Subprocess.run("/usr/bin/chattr", ["-R", "+i", folder]).status == 0)
        defer { _ = try? Subprocess.run("/usr/bin/chattr", ["-R", "-i", folder]) }
        let result = try cli("deposit", "Locked", "5")
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("piggybank: ") && result.output.split(separator: "\n").count == 1, "\(result.output)")
        #expect(result.output.contains("read-only"), "\(result.output)")
        _ = try Subprocess.run("/usr/bin/chattr", ["-R", "-i", folder])
        #expect(try listing() == before)
    }

    @Test func aFullDiskGivesOneLineAndNothingStoredIsLost() async throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let mounted = try Subprocess.run("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", folder])
        try #require(mounted.status == 0, "mounting a small tmpfs needs root")
        defer { _ = try? Subprocess.run("/usr/bin/umount", [folder]) }
        for index in 0..<3 { #expect(try cli("add", "--name", "Bank \(index)", "--target", "10", "--initial", "1").status == 0) }
        // Fill the disk to the last byte, then try to write.
        _ = try Subprocess.run("/bin/dd", ["if=/dev/zero", "of=\(folder)/filler", "bs=4k"])
        let full = try cli("add", "--name", "One too many", "--target", "10")
        #expect(full.status == 1)
        #expect(full.output.contains("full"), "\(full.output)")
        #expect(full.output.split(separator: "\n").count == 1)
        let deposit = try cli("deposit", "Bank 0", "5")
        #expect(deposit.status == 1)
        try FileManager.default.removeItem(atPath: folder + "/filler")
        let banks = try JSONSerialization.jsonObject(with: Data(listing().utf8)) as? [[String: Any]]
        #expect(
            banks?.map { $0["name"] as? String } == ["Bank 0", "Bank 1", "Bank 2"], "every bank stored before the disk filled is there")
        #expect(banks?.first?["amount"] as? String == "1.00", "the failed deposit changed nothing")
    }

    @Test func aFolderThatCannotBeCreatedIsReported() async throws {
        #expect(FileManager.default.createFile(atPath: folder, contents: Data("a file".utf8)))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Subprocess.runCapturingErrors(TmuxSession.binary, ["--data-dir", folder + "/inside", "list"])
        #expect(result.status == 1)
        #expect(result.output.contains("cannot create the folder"))
    }

    @Test func aWriterHoldingTheLockTooLongGivesABusyMessageAndChangesNothing() async throws {
        _ = try cli("add", "--name", "Held", "--target", "100")
        let holder = try Subprocess.run(
            "/bin/sh",
            [
                "-c", "( echo 'BEGIN EXCLUSIVE;'; sleep 5; echo 'COMMIT;' ) | /usr/bin/sqlite3 \"$0\" >/dev/null 2>&1 & echo started",
                folder + "/piggybank.sqlite",
            ])
        #expect(holder.output.contains("started"))
        try? await Task.sleep(for: .milliseconds(300))
        let result = try cli("deposit", "Held", "5")
        #expect(result.status == 1)
        #expect(result.output.contains("is busy (another piggybank is writing); try again"), "\(result.output)")
        try? await Task.sleep(for: .seconds(5))
        #expect(try sql("SELECT amount_cents FROM piggy_banks") == "0")
    }

    @Test func aSecondInstanceWritingAtTheSameTimeLosesNothing() async throws {
        _ = try cli("add", "--name", "Shared", "--target", "1000")
        _ = try sql("INSERT INTO settings VALUES ('pageSteps', '0')")
        let run = try AppRun(arguments: "--data-dir '\(folder)'")
        try await run.session.waitFor("Saved $0.00 of $1,000.00")
        for _ in 0..<10 { _ = try cli("deposit", "Shared", "1") }
        try run.session.send("r", "Escape")  // any key: the open app notices the other writes
        try await run.session.waitFor("Saved $10.00 of $1,000.00")
        try run.session.send("d")
        try run.session.send("5", literal: true)
        try run.session.send("Enter")
        try await run.session.waitFor("Saved $15.00 of $1,000.00")
        try run.session.send("q")
        let stored = try sql("SELECT amount_cents, (SELECT count(*) FROM records) FROM piggy_banks")
        #expect(stored == "1500|11", "stored: \(stored)")
    }
}
