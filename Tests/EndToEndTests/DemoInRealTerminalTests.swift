import Foundation
import Testing

/// The real binary in a real pseudo-terminal (tmux): what a person sees, and that the shell is
/// usable again afterwards, however the program ended.
@Suite(.serialized)
struct DemoInRealTerminalTests {
    @Test func demoShowsTheFormAndEchoesChineseTyping() async throws {
        let run = try AppRun(arguments: "demo")
        let screen = try await run.session.waitFor("Create piggy bank")
        #expect(screen.first == "Create piggy bank")
        try run.session.send("Vacation 存钱罐", literal: true)
        try run.session.send("Tab")
        try run.session.send("12.5", literal: true)
        let typed = try await run.session.waitFor(allOf: ["name=Vacation 存钱罐 amount=12.5 icon=", "Name          Vacation 存钱罐"])
        #expect(typed.contains { $0.hasPrefix("name=Vacation 存钱罐 amount=12.5 icon=") })
        #expect(typed.contains { $0.hasPrefix("Name") && $0.contains("Vacation 存钱罐") })
    }

    @Test(arguments: ["Escape", "C-c"])
    func quitKeyRestoresTheTerminal(key: String) async throws {
        let run = try AppRun(arguments: "demo")
        try await run.session.waitFor("Create piggy bank")
        try run.session.send(key)
        let ending = try await run.ending()
        #expect(ending.status == 0)
        try await ending.assertTerminalRestored(in: run.session)
    }

    @Test(arguments: ["TERM", "INT", "HUP", "QUIT", "SEGV", "BUS", "ILL", "TRAP", "ABRT", "FPE"])
    func terminationOrCrashSignalRestoresTheTerminal(signal name: String) async throws {
        let run = try AppRun(arguments: "demo")
        try await run.session.waitFor("Create piggy bank")
        try await run.signal(name)
        let ending = try await run.ending()
        #expect(ending.status == 128 + AppRun.signals[name]!, "ended by the signal itself, as the shell expects")
        try await ending.assertTerminalRestored(in: run.session)
    }

    @Test func tooSmallTerminalShowsTheGuardAndKeepsTheForm() async throws {
        let run = try AppRun(arguments: "demo")
        try await run.session.waitFor("Create piggy bank")
        try run.session.send("Keep me", literal: true)
        try await run.session.waitFor("name=Keep me")
        try run.session.resize(width: 30, height: 8)
        let small = try await run.session.waitFor(allOf: ["Enlarge the terminal", "need 40×12, have 30×8"])
        #expect(small.contains { $0.contains("need 40×12, have 30×8") })
        try run.session.resize(width: 80, height: 24)
        let back = try await run.session.waitFor(allOf: ["Create piggy bank", "name=Keep me"])
        #expect(back.first == "Create piggy bank")
    }

    @Test func withoutATerminalItPrintsOneLineAndExitsWithStatus2() async throws {
        let result = try Subprocess.runCapturingErrors(TmuxSession.binary, ["demo"])
        #expect(result.status == 2)
        #expect(result.output.split(separator: "\n").count == 1)
        #expect(result.output.contains("needs an interactive terminal"))
        #expect(result.output.hasPrefix("piggybank: "))
    }
}

/// One run of `piggybank` in tmux from a small script that records, after the program ends,
/// its exit status and the terminal modes (`stty -a`) the shell then has.
struct AppRun {
    static let signals: [String: Int32] = [
        "TERM": SIGTERM, "INT": SIGINT, "HUP": SIGHUP, "QUIT": SIGQUIT, "KILL": SIGKILL, "SEGV": SIGSEGV, "BUS": SIGBUS,
        "ILL": SIGILL, "TRAP": SIGTRAP, "ABRT": SIGABRT, "FPE": SIGFPE,
    ]
    let session: TmuxSession

    init(arguments: String, width: Int = 80, height: Int = 24, environment: [String: String] = ["LANG": "C.UTF-8"]) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-run-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let script = scratch.appendingPathComponent("run.sh")
        try """
        echo $$ > '\(scratch.path)/shell.pid'
        '\(TmuxSession.binary)' \(arguments)
        status=$?
        stty -a > '\(scratch.path)/stty.txt'
        echo $status > '\(scratch.path)/status.txt'
        """.write(to: script, atomically: true, encoding: .utf8)
        session = try TmuxSession("bash --norc '\(script.path)'", width: width, height: height, environment: environment, scratch: scratch)
    }

    /// The running program's process id (not the shell's around it); 0 when none runs.
    func programID() async throws -> pid_t {
        let shell = await session.waitForFile("shell.pid")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let pid = try Subprocess.run("/usr/bin/pgrep", ["-P", shell, "-x", "piggybank"]).output
        return pid_t(pid.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// Sends a signal to the running program (not to the shell around it).
    func signal(_ name: String) async throws {
        let target = try await programID()
        #expect(target > 0, "the program is running")
        if target > 0 { kill(target, Self.signals[name]!) }
    }

    /// Waits until the program blocks in `poll` for its next key: it has drawn its frame and
    /// run what it leaves for when no key is waiting (the draft's save).
    func waitUntilWaitingForKeys(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let target = try await programID()
        for _ in 0..<1000 {
            // The first field of /proc/PID/syscall is the number of the call it blocks in.
            let call = (try? String(contentsOfFile: "/proc/\(target)/syscall", encoding: .utf8))?.split(separator: " ").first
            if call == "7" || call == "271" { return }  // poll, ppoll
            try? await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("the program never waited for a key", sourceLocation: sourceLocation)
    }

    /// Waits for the program to end; returns its status and the shell's terminal modes.
    func ending() async throws -> Ending {
        let status = await session.waitForFile("status.txt").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return Ending(status: status ?? -1, stty: await session.waitForFile("stty.txt") ?? "")
    }

    struct Ending {
        let status: Int32
        let stty: String

        func assertTerminalRestored(in session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) async throws {
            let modes = stty.components(separatedBy: CharacterSet(charactersIn: " ;\n"))
            #expect(modes.contains("icanon"), "canonical input is back", sourceLocation: sourceLocation)
            #expect(modes.contains("echo"), "echo is back", sourceLocation: sourceLocation)
            #expect(try session.pane("#{alternate_on}") == "0", "the alternate screen is left", sourceLocation: sourceLocation)
            #expect(try session.pane("#{cursor_flag}") == "1", "the cursor is visible", sourceLocation: sourceLocation)
        }
    }
}

/// Ctrl-Z in an interactive shell: the terminal is given back while stopped, and `fg` repaints
/// the program at the current size with its state.
@Suite(.serialized)
struct SuspendInRealTerminalTests {
    /// The demo started from an interactive shell, with `kept` typed in the name field.
    func demoInAShell() async throws -> (session: TmuxSession, scratch: URL) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-suspend-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let session = try TmuxSession("LANG=C.UTF-8 PS1='$ ' bash --norc -i", scratch: scratch)
        try await session.waitFor("$")
        try session.send("'\(TmuxSession.binary)' demo", literal: true)
        try session.send("Enter")
        try await session.waitFor("Create piggy bank")
        try session.send("kept", literal: true)
        try await session.waitFor("name=kept")
        return (session, scratch)
    }

    /// Waits for the shell's "Stopped" and checks that the terminal was given back.
    func expectStoppedWithTheTerminalRestored(_ session: TmuxSession) async throws {
        try await session.waitFor("Stopped")
        #expect(try session.pane("#{alternate_on}") == "0", "the alternate screen is left while stopped")
        #expect(try session.pane("#{cursor_flag}") == "1")
    }

    /// Arrow keys in the terminal's keypad form and mouse reports are on while the demo runs,
    /// off while it is stopped, and on again after `fg`, and a click still lands.
    @Test func keypadAndMouseModesFollowTheProgramThroughCtrlZAndFg() async throws {
        let (session, _) = try await demoInAShell()
        let modes = ["#{keypad_cursor_flag}", "#{mouse_standard_flag}"]
        #expect(try modes.map(session.pane) == ["1", "1"])
        try session.send("C-z")
        try await expectStoppedWithTheTerminalRestored(session)
        #expect(try modes.map(session.pane) == ["0", "0"])
        try session.send("fg", "Enter")
        // A key handled after `fg` means the modes were switched on before it was read.
        try session.send("X")
        try await session.waitFor("name=keptX")
        #expect(try modes.map(session.pane) == ["1", "1"])
        // A press of the first button on the target amount's field (column 16, row 4) moves the
        // typing there: the report in X10 form, button, column and row each 32 more, 1-based.
        try session.send("\u{1B}[M\u{20}\u{30}\u{24}", literal: true)
        try session.send("7", literal: true)
        try await session.waitFor("name=keptX amount=7")
    }

    @Test func ctrlZRestoresTheTerminalAndFgRepaintsWithTheStateKept() async throws {
        let (session, scratch) = try await demoInAShell()
        try session.send("C-z")
        try await expectStoppedWithTheTerminalRestored(session)
        try session.send("stty -a > '\(scratch.path)/stty.txt'", literal: true)
        try session.send("Enter")
        let modes = (await session.waitForFile("stty.txt") ?? "").components(separatedBy: CharacterSet(charactersIn: " ;\n"))
        #expect(modes.contains("icanon") && modes.contains("echo"))
        try session.resize(width: 70, height: 20)
        try session.send("fg", "Enter")
        let back = try await session.waitFor(allOf: ["Create piggy bank", "name=kept"])
        #expect(back.first == "Create piggy bank")
        try session.send("X")
        try await session.waitFor("name=keptX")
        try session.send("Escape")
    }

    /// A stop from outside (`kill -TSTP`, as a job-control tool sends) is handled like Ctrl-Z.
    @Test func aStopSignalFromOutsideRestoresTheTerminalAndFgRepaints() async throws {
        let (session, _) = try await demoInAShell()
        kill(try session.programStartedByTheShell(), SIGTSTP)
        try await expectStoppedWithTheTerminalRestored(session)
        try session.send("fg", "Enter")
        try await session.waitFor(allOf: ["Create piggy bank", "name=kept"])
        try session.send("X")
        try await session.waitFor("name=keptX")
        try session.send("Escape")
    }
}
