import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// `--pty-compare`: `Benchmarks/ttybench.py` over the installed `piggybank demo` and every
/// reference program of `Benchmarks/reference` that is built, in one run, with the ratios of
/// ours to the faster of tui-rs and hand-written ncurses. A reference not built is named.
/// The harness's floor (a C program that only puts the form's title on screen) is started the
/// same way, so each start can also be read as the program's own share above it.
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

        /// Each figure's median over `runs`.
        init(medianOf runs: [Figures]) {
            func median(_ value: (Figures) -> Double) -> Double { Statistics.median(runs.map(value)) }
            startup = median(\.startup)
            latencyMedian = median(\.latencyMedian)
            latencyP95 = median(\.latencyP95)
            bytesPerKey = median(\.bytesPerKey)
            rssKiB = median(\.rssKiB)
        }
    }

    private struct Summary: Decodable {
        var median: Figures
    }

    /// One program of the comparison: its command, or why it cannot run.
    private struct Program {
        var name: String
        /// The name in the line of starts above the floor.
        var shortName: String
        var command: [String]?
        var missing: String = ""
        /// tui-rs and hand-written ncurses: ours is held to the faster of the two.
        var isBudgetReference = false
        /// The harness's floor: started only (the title, no keys).
        var startsOnly = false
    }

    /// Runs every program `runs` times. `root` is the package; `binary` is ours, or nil to
    /// install the static release build into `.build/pty-compare` first (`make install`).
    static func run(root: String, runs: Int, binary: String?) throws -> String {
        let bench = root + "/Benchmarks"
        let python = try pythonWithPyte()
        let ours = try binary ?? install(root: root)
        let references = root + "/.build/references"
        func built(_ path: String) -> [String]? { access(path, X_OK) == 0 ? [path] : nil }
        let build = "not built (Benchmarks/build-references)"
        let programs = [
            Program(name: "piggybank demo (installed, static)", shortName: "ours", command: [ours, "demo"]),
            Program(
                name: "hand-written ncurses (Python curses)", shortName: "ncurses",
                command: [python, bench + "/reference/piggy_curses.py"], isBudgetReference: true),
            Program(
                name: "tui-rs 0.19 + crossterm (Rust)", shortName: "tui-rs", command: built(references + "/piggy_tui"), missing: build,
                isBudgetReference: true),
            Program(
                name: "Bubble Tea 0.19 (Go, 60 Hz frames)", shortName: "Bubble Tea", command: built(references + "/piggy_bubbletea"),
                missing: build),
            Program(
                name: "harness floor (C, the title only)", shortName: "floor", command: built(references + "/floor"), missing: build,
                startsOnly: true),
        ]
        // One run of each program in turn, `runs` rounds: the machine drifts between faster and
        // slower spells over tens of seconds, which would otherwise land on one program's runs.
        let runnable = programs.filter { $0.command != nil }
        var runsOf: [[Figures]] = Array(repeating: [], count: runnable.count)
        for _ in 0..<runs {
            for (index, program) in runnable.enumerated() {
                let script = bench + (program.startsOnly ? "/title_only.json" : "/create_form.json")
                runsOf[index].append(
                    try measure(python: python, bench: bench, script: script, label: program.name, command: program.command!))
            }
        }
        let measured = zip(runnable, runsOf).map { (program: $0, figures: Figures(medianOf: $1)) }
        var lines = [
            "pty comparison (Benchmarks/ttybench.py, create_form.json, xterm-256color 80×24; \(runs) runs each, taken in turns, medians)",
            "program".padding(40) + "startup ms".leftPadded(11) + "key p50 ms".leftPadded(12) + "key p95 ms".leftPadded(12)
                + "bytes/key".leftPadded(11) + "RSS MiB".leftPadded(9),
        ]
        for (program, figures) in measured {
            if program.startsOnly {
                lines.append(
                    program.name.padding(40) + format(figures.startup, 1).leftPadded(11) + "-".leftPadded(12) + "-".leftPadded(12)
                        + "-".leftPadded(11) + format(figures.rssKiB / 1024, 1).leftPadded(9))
                continue
            }
            lines.append(
                program.name.padding(40) + format(figures.startup, 1).leftPadded(11) + format(figures.latencyMedian).leftPadded(12)
                    + format(figures.latencyP95).leftPadded(12) + format(figures.bytesPerKey, 0).leftPadded(11)
                    + format(figures.rssKiB / 1024, 1).leftPadded(9))
        }
        for program in programs where program.command == nil { lines.append(program.name.padding(40) + program.missing) }
        let budgetReferences = measured.filter(\.program.isBudgetReference)
        if let harness = measured.first(where: \.program.startsOnly) {
            let above = measured.filter { !$0.program.startsOnly }.map { entry in
                "\(entry.program.shortName) \(format(entry.figures.startup - harness.figures.startup))"
            }
            lines.append("start above the harness floor, ms: " + above.joined(separator: ", "))
        }
        guard let ourFigures = measured.first?.figures, !budgetReferences.isEmpty else {
            return (lines + ["no reference measured: no ratios"]).joined(separator: "\n")
        }
        func ratio(_ name: String, _ value: (Figures) -> Double) -> String {
            let best = budgetReferences.min { value($0.figures) < value($1.figures) }!
            let reference = value(best.figures)
            let text = reference > 0 ? format(value(ourFigures) / reference) : "-"
            return "  " + name.padding(12) + text + " (vs " + best.program.name + ")"
        }
        lines += [
            "ours / the faster of tui-rs and hand-written ncurses (1.00 = as fast or as small)",
            ratio("startup", \.startup), ratio("key p50", \.latencyMedian), ratio("key p95", \.latencyP95),
            ratio("bytes/key", \.bytesPerKey), ratio("RSS", \.rssKiB),
        ]
        return lines.joined(separator: "\n")
    }

    /// `make install` of the static release build into `.build/pty-compare`; its binary.
    static func install(root: String) throws -> String {
        let prefix = root + "/.build/pty-compare"
        let log = prefix + ".log"
        printToStandardError("installing the static binary: make install PREFIX=.build/pty-compare (log: \(log))")
        guard system("make -C \(quote(root)) install PREFIX=\(quote(prefix)) > \(quote(log)) 2>&1") == 0 else {
            throw BenchError("make install failed; see \(log)")
        }
        return prefix + "/bin/piggybank"
    }

    /// `PIGGYBANK_PYTHON`, `python3` or the system's `/usr/bin/python3`: the first that has pyte.
    private static func pythonWithPyte() throws -> String {
        let candidates = [ProcessInfo.processInfo.environment["PIGGYBANK_PYTHON"], "python3", "/usr/bin/python3"].compactMap { $0 }
        for candidate in candidates where system("\(quote(candidate)) -c 'import pyte' > /dev/null 2>&1") == 0 { return candidate }
        throw BenchError(
            "no python3 with pyte (tried \(candidates.joined(separator: ", "))): apt-get install python3-pyte, or set PIGGYBANK_PYTHON")
    }

    /// One run of `command` under `ttybench.py`, playing `script`.
    private static func measure(python: String, bench: String, script: String, label: String, command: [String]) throws -> Figures {
        let output = "/tmp/piggybank-pty-compare-\(getpid()).json"
        defer { unlink(output) }
        let line =
            "\(quote(python)) \(quote(bench + "/ttybench.py")) --script \(quote(script)) --runs 1 "
            + "--label \(quote(label)) --json \(quote(output)) -- \(command.map(quote).joined(separator: " ")) > /dev/null"
        guard system(line) == 0, let data = FileManager.default.contents(atPath: output) else {
            throw BenchError("ttybench.py failed for \(label): \(line)")
        }
        return try JSONDecoder().decode(Summary.self, from: data).median
    }

    /// `text` as one word for `sh`.
    static func quote(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    private static func format(_ value: Double, _ digits: Int = 2) -> String { Statistics.format(value, digits: digits) }
}

extension String {
    /// The text followed by spaces up to `width` characters.
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }

    /// Spaces up to `width` characters, then the text.
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(1, width - count)) + self }
}
