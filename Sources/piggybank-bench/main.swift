import CursesUICore
import FoundationEssentials
import PiggyBank

#if canImport(Glibc)
    import Glibc
#endif

// piggybank-bench: every figure comes from running the code here; nothing is hard-coded.
let usage = """
    usage: piggybank-bench [--quick] [--json FILE]
           piggybank-bench --pty-compare [RUNS] [--binary PATH]
           piggybank-bench --instructions [KEYS] [--binary PATH]
           piggybank-bench --durability [RUNS]
           piggybank-bench --status [RUNS] [--binary PATH]
           piggybank-bench --screen NAME [RUNS]
           piggybank-bench --help

    With no option, measures in process (the demo form, bytes on a pty, Home, the real screens,
    a soak of mixed keys, 1,000,000 records) and prints the table; --quick runs fewer repetitions
    and 100,000 records; --json FILE also writes the figures as JSON.

    --pty-compare [RUNS]  runs Benchmarks/ttybench.py (needs pyte: apt-get install python3-pyte)
                          over `piggybank demo` and every reference program of Benchmarks/reference
                          that is built (Benchmarks/build-references), RUNS times each (default 5,
                          one run of each program in turn),
                          and prints the medians and the ratios of ours to the faster of tui-rs and
                          hand-written ncurses, and each start above the harness's floor (a C
                          program that only draws the title, when built). Ours is the static binary installed first with
                          `make install PREFIX=.build/pty-compare`, or --binary PATH.

    --instructions [KEYS] counts with valgrind (Benchmarks/instructions.py) the instructions the
                          installed `piggybank demo` and the built references execute to start and
                          per key (KEYS keys, default 200), and the ratios to the lower of tui-rs and
                          hand-written ncurses: unlike time, counts do not move with the machine's load.

    --durability [RUNS]   typing, a deposit and a 500-day catch-up of recurring deposits,
                          committed to disk, RUNS times each (default 5).

    --status [RUNS]       `piggybank status` on 1,000,000 records and `piggybank --version`, each
                          spawned RUNS times (default 200): fastest, median, p90. The binary is the
                          release build beside this one, or --binary PATH (the installed one).

    --screen NAME [RUNS]  only the real screens whose name contains NAME ("records", "Home"; "demo"
                          for the demo form), RUNS times (default 50), with the time of each key.
                          Benchmarks/instructions-per-key runs it under callgrind and prints the
                          instructions of each measured key (ScreenBenchmark.measuredKey).

    Internal, each in its own process, printing JSON: --home-case BANKS, --soak-case KEYS,
    --scale-case RECORDS.
    """

let arguments = CommandLine.arguments
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
let known: Set = [
    "--quick", "--json", "--pty-compare", "--instructions", "--binary", "--durability", "--status", "--home-case", "--soak-case",
    "--scale-case", "--screen",
]
if let unknown = arguments.dropFirst().first(where: { $0.hasPrefix("-") && !known.contains($0) }) {
    printToStandardError("piggybank-bench: unknown option \(unknown)\n\n\(usage)")
    exit(2)
}

/// The number after `option`, `fallback` without one.
func count(after option: Int, or fallback: Int) -> Int {
    option + 1 < arguments.count ? Int(arguments[option + 1]) ?? fallback : fallback
}

if let index = arguments.firstIndex(of: "--home-case"), index + 1 < arguments.count, let count = Int(arguments[index + 1]) {
    let result = try MainActor.assumeIsolated { try HomeBenchmark.run(banks: count) }
    print(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
    exit(0)
}

if let index = arguments.firstIndex(of: "--soak-case"), index + 1 < arguments.count, let keys = Int(arguments[index + 1]) {
    let result = try MainActor.assumeIsolated { try SoakBenchmark.run(keys: keys) }
    print(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
    exit(0)
}

if let index = arguments.firstIndex(of: "--scale-case"), index + 1 < arguments.count, let records = Int(arguments[index + 1]) {
    let result = try MainActor.assumeIsolated { try ScaleBenchmark.run(records: records) }
    print(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
    exit(0)
}

if let index = arguments.firstIndex(of: "--screen"), index + 1 < arguments.count {
    let name = arguments[index + 1]
    let runs = count(after: index + 1, or: 50)
    try MainActor.assumeIsolated {
        if name == "demo" {
            let demo = DemoBenchmark.run(repetitions: runs)
            print(
                "demo form: µs per key \(Statistics.format(demo.microsecondsPerKey, digits: 1)) · nodes \(demo.nodeEvaluationsPerKey) · bodies \(demo.bodyEvaluationsPerKey)"
            )
            return
        }
        for screen in try ScreenBenchmark.run(repetitions: runs, only: name) {
            print(
                "\(screen.name): µs per key \(Statistics.format(screen.microseconds, digits: 1)) (p95 \(Statistics.format(screen.microsecondsP95, digits: 1))) · nodes \(screen.nodeEvaluations) · bodies \(screen.bodyEvaluations) · cells \(screen.cellsChanged) · passes \(screen.updatePasses)/\(screen.layoutPasses) · controls visited \(screen.controlsVisited)"
            )
            if let commit = screen.commitMicroseconds {
                print("  of which the commit alone (synchronous = FULL), median µs: " + Statistics.format(commit, digits: 1))
            }
            print("  then, once no key waits (not in the key's µs), idle work µs: " + Statistics.format(screen.idleMicroseconds, digits: 1))
            print("  µs of each key: " + screen.microsecondsByKey.map { Statistics.format($0, digits: 0) }.joined(separator: " "))
        }
    }
    exit(0)
}

if let index = arguments.firstIndex(of: "--durability") {
    let runs = count(after: index, or: 5)
    let result = try MainActor.assumeIsolated { try DurabilityBenchmark.run(repetitions: runs) }
    print(result.table)
    exit(0)
}

/// Runs one of the measurements made from outside the binary (spawning it) and exits.
func compareFromOutside(_ run: (_ root: String, _ binary: String?) throws -> String) -> Never {
    let binary = arguments.firstIndex(of: "--binary").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    do {
        print(try run(root.path, binary))
    } catch {
        printToStandardError("piggybank-bench: \(error)")
        exit(1)
    }
    exit(0)
}

if let index = arguments.firstIndex(of: "--pty-compare") {
    compareFromOutside { try PtyCompare.run(root: $0, runs: count(after: index, or: 5), binary: $1) }
}

if let index = arguments.firstIndex(of: "--status") {
    compareFromOutside { _, binary in try StatusBenchmark.run(runs: count(after: index, or: 200), binary: binary) }
}

if let index = arguments.firstIndex(of: "--instructions") {
    compareFromOutside { try InstructionCompare.run(root: $0, keys: count(after: index, or: 200), binary: $1) }
}

let quick = arguments.contains("--quick")
let report = try MainActor.assumeIsolated { try BenchReport.measure(quick: quick) }
print(report.table)
if let index = arguments.firstIndex(of: "--json"), index + 1 < arguments.count {
    try report.json.write(toFile: arguments[index + 1])
    print("JSON written to \(arguments[index + 1])")
}
