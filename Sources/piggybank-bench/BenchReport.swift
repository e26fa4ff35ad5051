import CursesUICore
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
    let screens: [ScreenBenchmark.Result]
    let soak: SoakBenchmark.Result
    let scale: ScaleBenchmark.Result

    static func measure(quick: Bool) throws -> BenchReport {
        let demo = DemoBenchmark.run(repetitions: quick ? 20 : 200)
        let pty = try PtyBenchmark.run()
        let sizes = quick ? [10, 1_000] : [10, 10_000, 100_000]
        let homes = try sizes.map { try runChild(HomeBenchmark.Result.self, "--home-case", $0) }
        let screens = try ScreenBenchmark.run(repetitions: quick ? 5 : 50)
        let soak = try runChild(SoakBenchmark.Result.self, "--soak-case", quick ? 10_000 : 50_000)
        let scale = try runChild(ScaleBenchmark.Result.self, "--scale-case", quick ? 100_000 : 1_000_000)
        return BenchReport(demo: demo, pty: pty, homes: homes, screens: screens, soak: soak, scale: scale)
    }

    /// Runs one case in a child process of this same binary (so that its memory is its own)
    /// and reads the JSON it prints.
    private static func runChild<Result: Decodable>(_ type: Result.Type, _ option: String, _ count: Int) throws -> Result {
        let output = "/tmp/piggybank-bench-\(getpid())-\(option)-\(count).json"
        defer { unlink(output) }
        let command = "'\(CommandLine.arguments[0])' \(option) \(count) > '\(output)'"
        guard system(command) == 0, let data = FileManager.default.contents(atPath: output) else {
            throw BenchError("\(option) \(count) failed")
        }
        return try JSONDecoder().decode(Result.self, from: data)
    }

    var table: String {
        func row(_ name: String, _ value: String) -> String {
            name + String(repeating: " ", count: max(1, 48 - name.count)) + value
        }
        func format(_ value: Double, _ digits: Int = 1) -> String { Statistics.format(value, digits: digits) }
        var lines = [
            "piggybank-bench (release build, medians)", "",
            "demo form, script of Benchmarks/create_form.json (\(DemoScript.keys.count) keys)",
            row("  node evaluations per key", format(demo.nodeEvaluationsPerKey, 0)),
            row("  body evaluations per key", format(demo.bodyEvaluationsPerKey, 0)),
            row("  evaluations per character typed, at most", format(demo.bodyEvaluationsTypingName, 0)),
            row("  cells changed per key", format(demo.cellsPerKey, 0)),
            row(
                "  µs per key (dispatch + render + diff)",
                format(demo.microsecondsPerKey) + " (p95 " + format(demo.microsecondsPerKeyP95) + ")"),
            row("  startup to first frame, in process", format(demo.startupMicroseconds / 1000, 2) + " ms"),
            row(
                "  bytes per key on a pty",
                format(pty.bytesPerKeyMedian, 0) + " (Tab " + format(pty.bytesPerTab, 0) + ", total " + "\(pty.bytesTotal))"),
            row("  bytes of the first frame", "\(pty.firstFrameBytes)"), "",
            "home (manage list paged from SQLite)",
        ]
        for home in homes {
            lines.append(
                row(
                    "  \(home.banks) banks",
                    "first frame \(format(home.firstFrameMilliseconds, 2)) ms · page \(format(home.pageScrollMilliseconds, 3)) ms · \(format(home.bodyEvaluationsPerPage, 0)) bodies/page · RSS \(format(Double(home.peakRSSKiB) / 1024)) MiB"
                ))
        }
        lines += ["", "real screens (the app on a headless terminal; most work of any typed character, median time)"]
        for screen in screens {
            lines.append("  \(screen.name): node evaluations per key \(format(screen.nodeEvaluations, 0))")
            lines.append("  \(screen.name): body evaluations per key \(format(screen.bodyEvaluations, 0))")
            lines.append(
                "  \(screen.name): cells changed per key \(format(screen.cellsChanged, 0)) · µs per key \(format(screen.microseconds)) (p95 \(format(screen.microsecondsP95)))"
            )
            lines.append("  \(screen.name): then, once no key waits, idle work µs \(format(screen.idleMicroseconds))")
            if let commit = screen.commitMicroseconds {
                lines.append("  \(screen.name): of which the commit alone (synchronous = FULL) µs \(format(commit))")
            }
            lines.append(
                "  \(screen.name): update passes per key \(screen.updatePasses) · layout passes per key \(screen.layoutPasses) · controls visited per key \(screen.controlsVisited)"
            )
        }
        lines += ["", "memory with use (the app, rounds of deposits, withdrawals, create page, records)"]
        for (keys, kib) in zip(soak.keys, soak.residentKiB) {
            lines.append(row("  RSS after \(keys) mixed keys", format(Double(kib) / 1024, 2) + " MiB"))
        }
        lines += [
            "",
            "data scale: \(scale.records) records over \(scale.banks) banks (seeded in \(format(scale.seedSeconds, 2)) s, database \(format(scale.databaseMiB)) MiB)",
            row("  startup to the first Home frame", format(scale.startupMilliseconds, 2) + " ms"),
            row("  records screen first frame", format(scale.recordsFirstFrameMilliseconds, 2) + " ms"),
            row(
                "  records page scroll",
                format(scale.recordsPageMilliseconds, 3) + " ms (last page " + format(scale.recordsLastPageMilliseconds, 2) + " ms)"),
            row("  records filtered to one bank", format(scale.filterMilliseconds, 2) + " ms"),
            row("  records: Enter folding the newest day", format(scale.foldMilliseconds, 2) + " ms"),
            row(
                "  note search: 1st key / 5th key / no match / Esc",
                [
                    scale.searchFirstKeyMilliseconds, scale.searchRareMilliseconds, scale.searchNoneMilliseconds,
                    scale.searchClearMilliseconds,
                ]
                .map { format($0, 1) }.joined(separator: " / ") + " ms"),
            row("  statistics first frame", format(scale.statisticsMilliseconds, 2) + " ms"),
            row("  peak RSS of the app at scale", format(Double(scale.peakRSSKiB) / 1024) + " MiB"),
            row("  list wall time", format(scale.listSeconds * 1000, 1) + " ms"),
            row("  records --json | head wall time", format(scale.recordsJSONHeadSeconds * 1000, 1) + " ms"),
            row(
                "  export --csv wall time",
                format(scale.exportCSVSeconds, 2) + " s (peak RSS " + format(Double(scale.exportCSVPeakRSSKiB) / 1024) + " MiB)"),
        ]
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
        for screen in screens {
            object["screen: " + screen.name] = [
                "node_evaluations_per_key": screen.nodeEvaluations, "body_evaluations_per_key": screen.bodyEvaluations,
                "cells_per_key": screen.cellsChanged, "us_per_key": screen.microseconds, "us_per_key_p95": screen.microsecondsP95,
                "update_passes_per_key": Double(screen.updatePasses), "layout_passes_per_key": Double(screen.layoutPasses),
                "controls_visited_per_key": Double(screen.controlsVisited), "idle_us_after_key": screen.idleMicroseconds,
            ]
            if let commit = screen.commitMicroseconds { object["screen: " + screen.name]?["commit_alone_us"] = commit }
        }
        object["scale"] = [
            "records": Double(scale.records), "startup_ms": scale.startupMilliseconds,
            "records_first_frame_ms": scale.recordsFirstFrameMilliseconds,
            "records_page_ms": scale.recordsPageMilliseconds, "records_last_page_ms": scale.recordsLastPageMilliseconds,
            "filter_ms": scale.filterMilliseconds, "fold_ms": scale.foldMilliseconds,
            "search_first_key_ms": scale.searchFirstKeyMilliseconds, "search_rare_ms": scale.searchRareMilliseconds,
            "search_none_ms": scale.searchNoneMilliseconds, "search_clear_ms": scale.searchClearMilliseconds,
            "statistics_ms": scale.statisticsMilliseconds, "peak_rss_kib": Double(scale.peakRSSKiB),
            "database_mib": scale.databaseMiB, "list_s": scale.listSeconds, "records_json_head_s": scale.recordsJSONHeadSeconds,
            "export_csv_s": scale.exportCSVSeconds, "export_csv_peak_rss_kib": Double(scale.exportCSVPeakRSSKiB),
        ]
        object["soak_rss_kib"] = Dictionary(
            uniqueKeysWithValues: zip(soak.keys.map { "after_\($0)_keys" }, soak.residentKiB.map(Double.init)))
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
