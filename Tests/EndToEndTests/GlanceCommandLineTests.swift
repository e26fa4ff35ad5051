import Foundation
import Testing

/// `status` and `remind` of the real binary: exit statuses, no folder created, and the desktop
/// notification through whatever `notify-send` the `PATH` finds.
struct GlanceCommandLineTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-glance-\(UUID().uuidString)").path
    /// A folder of its own for the fake `notify-send` and what it was called with.
    let tools = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-tools-\(UUID().uuidString)").path

    func run(_ arguments: String..., path: String = "/usr/bin:/bin") throws -> Subprocess.Result {
        try Subprocess.run("/usr/bin/env", ["PATH=\(path)", "LANG=C.UTF-8", TmuxSession.binary, "--data-dir", folder] + arguments)
    }

    func runCapturingErrors(_ arguments: String..., path: String = "/usr/bin:/bin") throws -> Subprocess.Result {
        try Subprocess.runCapturingErrors("/usr/bin/env", ["PATH=\(path)", TmuxSession.binary, "--data-dir", folder] + arguments)
    }

    /// A `notify-send` that writes its arguments, one a line, to `calls` and exits `status`.
    func fakeNotifySend(status: Int = 0) throws -> String {
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        let script = "#!/bin/sh\nfor word in \"$@\"; do printf '%s\\n' \"$word\"; done >> '\(tools)/calls'\nexit \(status)\n"
        // Written by a shell of its own: a file this process held open for writing could not be
        // run (ETXTBSY) while a child that another test forked meanwhile still shared the descriptor.
        let written = try Subprocess.run(
            "/bin/sh", ["-c", "printf '%s' \"$1\" > \"$0\" && chmod 755 \"$0\"", tools + "/notify-send", script])
        #expect(written.status == 0)
        return tools
    }

    /// A goal three days from its expiry (days counted in UTC, as the app counts them).
    func addExpiringGoal() throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        let expiry = formatter.string(from: Date().addingTimeInterval(3 * 86_400))
        #expect(try run("add", "--name", "Bike", "--target", "500", "--initial", "210", "--expires", expiry).status == 0)
    }

    @Test func statusWithNoDataFolderPrintsNothingAndCreatesNoFolder() async throws {
        let result = try run("status")
        #expect(result.status == 0 && result.output.isEmpty)
        #expect(try run("remind").output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func statusPrintsOneLineAndAnUnknownPlaceholderExitsWith2() async throws {
        _ = try run("add", "--name", "Bike", "--target", "500", "--initial", "210")
        let status = try run("status")
        #expect(status.status == 0 && status.output == "🐷 Bike 42% $210/$500\n")
        let bad = try runCapturingErrors("status", "--format", "{name} {procent}")
        #expect(bad.status == 2)
        #expect(
            bad.output
                == "piggybank: unknown placeholder {procent} in --format; use {icon} {name} {saved} {target} {percent} {left} {days}\n")
    }

    @Test func remindNotifiesThroughNotifySendOnThePath() async throws {
        try addExpiringGoal()
        let path = try fakeNotifySend()
        defer { try? FileManager.default.removeItem(atPath: tools) }
        let result = try run("remind", path: path + ":/usr/bin:/bin")
        #expect(result.status == 0 && result.output == "Bike: $290.00 to go, 3 days left\n")
        let calls = try String(contentsOfFile: tools + "/calls", encoding: .utf8)
        #expect(calls == "--app-name=piggybank\nPiggy bank: due today\nBike: $290.00 to go, 3 days left\n")
    }

    @Test func remindWithoutNotifySendOnlyPrints() async throws {
        try addExpiringGoal()
        let result = try run("remind", path: "/nonexistent")
        #expect(result.status == 0 && result.output == "Bike: $290.00 to go, 3 days left\n")
    }

    @Test func aFailingNotifySendDoesNotFailTheReminder() async throws {
        try addExpiringGoal()
        let path = try fakeNotifySend(status: 1)
        defer { try? FileManager.default.removeItem(atPath: tools) }
        let result = try run("remind", path: path)
        #expect(result.status == 0 && result.output == "Bike: $290.00 to go, 3 days left\n")
        let errors = try runCapturingErrors("remind", path: path)
        #expect(errors.output == "piggybank: notify-send failed (status 1); the reminder was only printed\n")
    }

    @Test func remindWithNothingDueIsQuiet() async throws {
        _ = try run("add", "--name", "Bike", "--target", "500")
        let path = try fakeNotifySend()
        defer { try? FileManager.default.removeItem(atPath: tools) }
        let result = try run("remind", path: path)
        #expect(result.status == 0 && result.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: tools + "/calls"), "no notification either")
    }
}
