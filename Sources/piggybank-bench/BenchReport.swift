import CursesUI
import FoundationEssentials
import PiggyBank

#if canImport(Glibc)
    import Glibc
#endif

/// Runs every measurement and lays the figures out as a table and as JSON.
@MainActor
struct BenchReport {
    let demo: DemoBenchmark.Result
    let pty: PtyBenchmark.Result
    let homes: [HomeBenchmark.Result]

    static func measure(quick: Bool) throws -> BenchReport {
        let demo = DemoBenchmark.run(repetitions: quick ? 5 : 200)
        let pty = try PtyBenchmark.run()
        let sizes = quick ? [10, 1_000] : [10, 10_000, 100_000]
        let homes = try sizes.map(runHomeCase)
        return BenchReport(demo: demo, pty: pty, homes: homes)
    }

    /// Runs one Home size in a child process of this same binary and reads its JSON.
    private static func runHomeCase(_ count: Int) throws -> HomeBenchmark.Result {
        let output = "/tmp/piggybank-bench-\(getpid())-\(count).json"
        defer { unlink(output) }
        let command = "'\(CommandLine.arguments[0])' --home-case \(count) > '\(output)'"
        guard system(command) == 0, let data = FileManager.default.contents(atPath: output) else {
            throw BenchError("the Home case with \(count) banks failed")
        }
        return try JSONDecoder().decode(HomeBenchmark.Result.self, from: data)
    }

    var table: String {
        func row(_ name: String, _ value: String) -> String {
            name + String(repeating: " ", count: max(1, 48 - name.count)) + value
        }
        func format(_ value: Double, _ digits: Int = 1) -> String {
            var scaled = value
            for _ in 0..<digits { scaled *= 10 }
            let rounded = Int(scaled.rounded())
            guard digits > 0 else { return "\(rounded)" }
            var divisor = 1
            for _ in 0..<digits { divisor *= 10 }
            let fraction = String(abs(rounded) % divisor)
            return "\(rounded / divisor).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
        }
        var lines = [
            "piggybank-bench (release build, medians)", "",
            "demo form, script of shared/bench/create_form.json (\(DemoScript.keys.count) keys)",
            row("  node evaluations per key", format(demo.nodeEvaluationsPerKey, 0)),
            row("  body evaluations per key", format(demo.bodyEvaluationsPerKey, 0)),
            row("  evaluations per character typed, at most", format(demo.bodyEvaluationsTypingName, 0)),
            row("  cells changed per key", format(demo.cellsPerKey, 0)),
            row("  µs per key (dispatch + render + diff)", format(demo.microsecondsPerKey) + " (p95 " + format(demo.microsecondsPerKeyP95) + ")"),
            row("  startup to first frame, in process", format(demo.startupMicroseconds / 1000, 2) + " ms"),
            row("  bytes per key on a pty (ncurses)", format(pty.bytesPerKeyMedian, 0) + " (Tab " + format(pty.bytesPerTab, 0) + ", total " + "\(pty.bytesTotal))"),
            row("  bytes of the first frame", "\(pty.firstFrameBytes)"), "",
            "home (manage list paged from SQLite)",
        ]
        for home in homes {
            lines.append(
                row("  \(home.banks) banks", "first frame \(format(home.firstFrameMilliseconds, 2)) ms · page \(format(home.pageScrollMilliseconds, 3)) ms · \(format(home.bodyEvaluationsPerPage, 0)) bodies/page · RSS \(format(Double(home.peakRSSKiB) / 1024)) MiB"))
        }
        return lines.joined(separator: "\n")
    }

    var json: String {
        var object: [String: [String: Double]] = [
            "demo": [
                "node_evaluations_per_key": demo.nodeEvaluationsPerKey, "body_evaluations_per_key": demo.bodyEvaluationsPerKey,
                "max_evaluations_typing_name": demo.bodyEvaluationsTypingName, "cells_per_key": demo.cellsPerKey,
                "us_per_key": demo.microsecondsPerKey, "us_per_key_p95": demo.microsecondsPerKeyP95,
                "startup_ms": demo.startupMicroseconds / 1000, "pty_bytes_per_key": pty.bytesPerKeyMedian,
                "pty_bytes_tab": pty.bytesPerTab, "pty_bytes_total": Double(pty.bytesTotal),
            ]
        ]
        for home in homes {
            object["home_\(home.banks)"] = [
                "first_frame_ms": home.firstFrameMilliseconds, "page_scroll_ms": home.pageScrollMilliseconds,
                "bodies_per_page": home.bodyEvaluationsPerPage, "peak_rss_kib": Double(home.peakRSSKiB),
            ]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: (try? encoder.encode(object)) ?? Data(), as: UTF8.self)
    }
}

extension String {
    func write(toFile path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(utf8)) else { throw BenchError("cannot write \(path)") }
    }
}
