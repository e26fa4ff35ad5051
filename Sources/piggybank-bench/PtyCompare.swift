import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// `--pty-compare`: `shared/bench/ttybench.py` over `piggybank demo` and the hand-written
/// Python curses form of the same screen, in one run, with the ratios (ours / reference).
enum PtyCompare {
    struct Figures: Decodable {
        var startup: Double
        var latencyMedian: Double
        var latencyP95: Double
        var bytesPerKey: Double
        var rssKiB: Double

        enum CodingKeys: String, CodingKey {
            case startup = "startup_ms", latencyMedian = "lat_median_ms", latencyP95 = "lat_p95_ms", bytesPerKey = "bytes_median"
            case rssKiB = "rss_kb"
        }
    }

    private struct Summary: Decodable {
        var median: Figures
    }

    /// Runs both programs `runs` times; `bench` is the folder holding ttybench.py.
    static func run(bench: String, runs: Int) throws -> String {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("piggybank").path
        let script = bench + "/create_form.json"
        let ours = try measure(bench: bench, script: script, runs: runs, label: "piggybank demo", command: "'\(binary)' demo")
        let reference = try measure(
            bench: bench, script: script, runs: runs, label: "python curses", command: "python3 '\(bench)/reference/piggy_curses.py'")
        func line(_ name: String, _ ours: Double, _ reference: Double, _ unit: String) -> String {
            let ratio = reference > 0 ? ours / reference : 0
            return name.padding(28) + "\(format(ours)) \(unit) vs \(format(reference)) \(unit)  ratio \(format(ratio, 2))"
        }
        return [
            "pty comparison (ttybench.py, \(runs) runs each, medians; ours vs hand-written Python curses)",
            line("  startup", ours.startup, reference.startup, "ms"),
            line("  key latency p50", ours.latencyMedian, reference.latencyMedian, "ms"),
            line("  key latency p95", ours.latencyP95, reference.latencyP95, "ms"),
            line("  bytes per key", ours.bytesPerKey, reference.bytesPerKey, "B"),
            line("  RSS", ours.rssKiB / 1024, reference.rssKiB / 1024, "MiB"),
        ].joined(separator: "\n")
    }

    private static func measure(bench: String, script: String, runs: Int, label: String, command: String) throws -> Figures {
        let output = "/tmp/piggybank-pty-compare-\(getpid()).json"
        defer { unlink(output) }
        let line =
            "python3 '\(bench)/ttybench.py' --script '\(script)' --runs \(runs) --label '\(label)' --json '\(output)' -- \(command) > /dev/null"
        guard system(line) == 0, let data = FileManager.default.contents(atPath: output) else {
            throw BenchError("ttybench.py failed for \(label) (is pyte installed? pip install pyte==0.8.2)")
        }
        return try JSONDecoder().decode(Summary.self, from: data).median
    }

    private static func format(_ value: Double, _ digits: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return "\(rounded)"
    }
}

extension String {
    /// The text followed by spaces up to `width` characters.
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}
