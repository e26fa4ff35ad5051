import Foundation
import Testing

/// Runs the real `piggybank` binary inside a detached tmux session (its own server socket) so
/// tests can type keys and read the screen the way a person would.
final class TmuxSession {
    static let socket = "piggybank-tests-\(getpid())"
    let name: String
    let scratch: URL

    /// Starts this process's tmux server once, with a session that keeps it alive, so parallel
    /// tests never race to start (or outlive) the server.
    private static let server: Void = {
        _ = try? tmux(["new-session", "-d", "-s", "keepalive", "sleep 900"])
    }()

    /// The package's root folder, found from this source file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The built binary: next to the running test bundle, or in `.build/debug`.
    static var binary: String {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("piggybank").path,
            packageRoot.appendingPathComponent(".build/debug/piggybank").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[1]
    }

    /// Starts `shellCommand` (run by `sh -c`) in a new session of the given size.
    init(_ shellCommand: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:], scratch: URL) throws {
        _ = Self.server
        name = "t\(UUID().uuidString.prefix(8))"
        self.scratch = scratch
        let exports = environment.map { "export \($0.key)='\($0.value)';" }.joined(separator: " ")
        // The server keeps the environment of the moment it started, which may hold an
        // XDG_DATA_HOME an in-process test set: a program would then save outside its scratch home.
        let command = "unset XDG_DATA_HOME; \(exports) \(shellCommand); sleep 60"
        try Self.tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", command])
    }

    deinit {
        _ = try? Self.tmux(["kill-session", "-t", name])
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Sends tmux key names (`Tab`, `Escape`, `C-c`) or literal text (`literal: true`).
    func send(_ keys: String..., literal: Bool = false) throws {
        try Self.tmux(["send-keys", "-t", name] + (literal ? ["-l"] : []) + keys)
    }

    /// The program a shell in the pane started: the pane runs `sh -c`, which runs the shell,
    /// which runs the program.
    func programStartedByTheShell() throws -> Int32 {
        var process = try pane("#{pane_pid}")
        for _ in 0..<2 {
            let children = try Subprocess.run("/usr/bin/pgrep", ["-P", process]).output.split(separator: "\n")
            process = String(try #require(children.first))
        }
        return try #require(Int32(process))
    }

    /// The visible screen, one string per row.
    func screen() throws -> [String] {
        try Self.tmux(["capture-pane", "-p", "-t", name]).components(separatedBy: "\n")
    }

    /// The visible screen with its colours and attributes as escape sequences (`capture-pane -e`).
    func coloredScreen() throws -> [String] {
        try Self.tmux(["capture-pane", "-e", "-p", "-t", name]).components(separatedBy: "\n")
    }

    /// A tmux format value of the pane, e.g. `#{alternate_on}`.
    func pane(_ format: String) throws -> String {
        try Self.tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func resize(width: Int, height: Int) throws {
        try Self.tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Waits until `predicate` holds for the screen, up to `timeout` seconds; returns the screen.
    @discardableResult
    func waitFor(timeout: Double = 10, _ predicate: ([String]) -> Bool) async throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var lines = try screen()
        while !predicate(lines), Date() < deadline {
            try? await Task.sleep(for: .milliseconds(50))
            lines = try screen()
        }
        return lines
    }

    /// Waits until the screen shows `text`; records a failure (with the screen) if it never does.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) async throws -> [String] {
        let lines = try await waitFor(timeout: timeout) { $0.joined(separator: "\n").contains(text) }
        if !lines.joined(separator: "\n").contains(text) {
            Issue.record(
                "timed out waiting for \(text.debugDescription); the screen:\n\(lines.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        }
        return lines
    }

    /// Waits until the screen shows every one of `texts` at once (a whole frame, never a part
    /// of one); records a failure (with the screen) if it never does.
    @discardableResult
    func waitFor(allOf texts: [String], timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) async throws -> [String] {
        let shows = { (lines: [String]) in texts.allSatisfy { lines.joined(separator: "\n").contains($0) } }
        let lines = try await waitFor(timeout: timeout, shows)
        if !shows(lines) {
            Issue.record(
                "timed out waiting for all of \(texts); the screen:\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
        }
        return lines
    }

    /// Waits for a file the session's command writes, and returns its contents.
    func waitForFile(_ name: String, timeout: Double = 10) async -> String? {
        let url = scratch.appendingPathComponent(name)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: url, encoding: .utf8), !text.isEmpty { return text }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }

    @discardableResult
    static func tmux(_ arguments: [String]) throws -> String {
        try Subprocess.run("/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments).output
    }
}
