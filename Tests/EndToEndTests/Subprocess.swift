import Foundation

/// Runs a program and waits for it with `posix_spawn` and `waitpid`. Foundation's `Process`
/// can wait forever when the child leaves a daemon behind (tmux's server keeps the inherited
/// descriptors), so output goes to a temporary file instead of a pipe.
enum Subprocess {
    struct Result {
        let status: Int32
        let output: String
    }

    static func run(_ path: String, _ arguments: [String], stdin: String? = nil) throws -> Result {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("subprocess-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, outputFile.path + ".err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { try? FileManager.default.removeItem(atPath: outputFile.path + ".err") }
        // A clean signal state for the child, whatever this test thread has blocked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        let exited = status & 0x7F == 0
        return Result(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output: output)
    }

    /// Standard error of the last `run` is not kept; this variant returns it instead of stdout.
    static func runCapturingErrors(_ path: String, _ arguments: [String]) throws -> Result {
        try run("/bin/sh", ["-c", "exec \"$0\" \"$@\" 2>&1 >/dev/null", path] + arguments)
    }
}
