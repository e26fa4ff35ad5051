import FoundationEssentials
import PiggyBank

#if canImport(Glibc)
    import Glibc
#endif

/// `piggybank status` from outside: the whole process, spawned `runs` times on a store of
/// 1,000,000 records over 1,000 banks, against `piggybank --version` (the start of the binary
/// alone). The fastest run is the figure a quiet machine gives; the median shows the load.
enum StatusBenchmark {
    static func run(runs: Int, binary: String?) throws -> String {
        let binary =
            binary ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("piggybank").path
        guard access(binary, X_OK) == 0 else {
            throw BenchError("\(binary) is missing: build it with `swift build -c release --product piggybank`, or give --binary")
        }
        let folder = "/tmp/piggybank-bench-status-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try MainActor.assumeIsolated {
            try ScaleBenchmark.seed(path: folder + "/" + PiggyBankStore.fileName, banks: 1_000, records: 1_000_000)
        }
        let cases: [(label: String, arguments: [String])] = [
            ("status, 1,000,000 records", ["--data-dir", folder, "status"]),
            ("status, no data folder", ["--data-dir", folder + "/none", "status"]),
            ("--version", ["--version"]),
        ]
        var lines = ["\(binary), \(runs) runs each: fastest / median / p90 ms"]
        for (label, arguments) in cases {
            var times: [Double] = []
            for _ in 0..<runs { times.append(try Statistics.microseconds { try spawn(binary, arguments) } / 1000) }
            let figures = [times.min() ?? 0, Statistics.median(times), Statistics.percentile(times, 0.9)]
            lines.append("  " + label.padding(27) + figures.map { Statistics.format($0, digits: 2) }.joined(separator: " / "))
        }
        return lines.joined(separator: "\n")
    }

    /// Runs the binary with its output to /dev/null and waits for it; a failure is an error.
    private static func spawn(_ binary: String, _ arguments: [String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let words = [binary] + arguments
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { throw BenchError("cannot run \(binary)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        guard status == 0 else { throw BenchError("\(words.joined(separator: " ")) failed (status \(status))") }
    }
}
