#if canImport(Glibc)
    import Glibc
#endif

/// A desktop notification through `notify-send` (libnotify), when one is on the `PATH`.
enum DesktopNotification {
    /// What became of a notification.
    enum Outcome: Equatable {
        case sent
        /// No `notify-send` on the `PATH`: the text was printed only.
        case notInstalled
        /// `notify-send` ran and failed (no desktop session, say) with this status, or did not
        /// finish within ``timeoutMilliseconds`` and was stopped.
        case failed(Int32)
    }

    /// How long a notification may take before `notify-send` is given up on: a cron job must
    /// not hang on a desktop that does not answer.
    static let timeoutMilliseconds = 5_000

    /// The first executable `notify-send` in the directories of `path` (a `PATH` value).
    static func program(onPath path: String?) -> String? {
        for directory in (path ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/notify-send"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Shows `body` under `title`, found through the `PATH` of `environment`.
    static func send(title: String, body: String, environment: [String: String]) -> Outcome {
        guard let program = program(onPath: environment["PATH"]) else { return .notInstalled }
        let words: [String] = [program, "--app-name=piggybank", title, body]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, program, nil, nil, argv, environ) == 0 else { return .failed(127) }
        var status: Int32 = 0
        for _ in 0..<(timeoutMilliseconds / 10) {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid {
                let exited = status & 0x7F == 0
                let code = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                return code == 0 ? .sent : .failed(code)
            }
            if waited < 0, errno != EINTR { return .failed(127) }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return .failed(128 + SIGKILL)
    }
}
