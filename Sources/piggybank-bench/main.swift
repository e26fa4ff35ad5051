import CursesUI
import FoundationEssentials
import PiggyBank

#if canImport(Glibc)
    import Glibc
#endif

// piggybank-bench: every figure comes from running the code here; nothing is hard-coded.
//   swift run -c release piggybank-bench [--quick] [--json FILE]
//   piggybank-bench --home-case N     (one Home size, in its own process; prints JSON)
//   piggybank-bench --soak-case N     (N mixed keys on the app, in its own process; prints JSON)
//   piggybank-bench --scale-case N    (N records over 1,000 banks, in its own process; prints JSON)
//   piggybank-bench --durability [RUNS] (typing, a deposit and a 500-day catch-up, committed to disk)
//   piggybank-bench --pty-compare [RUNS]  (ttybench.py over `piggybank demo` and the Python curses
//                                         reference, ratios; needs pyte; PIGGYBANK_TTYBENCH=dir)

let arguments = CommandLine.arguments
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

if let index = arguments.firstIndex(of: "--durability") {
    let runs = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? 5 : 5
    let result = try MainActor.assumeIsolated { try DurabilityBenchmark.run(repetitions: runs) }
    print(result.table)
    exit(0)
}

if let index = arguments.firstIndex(of: "--pty-compare") {
    let runs = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? 5 : 5
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let bench =
        ProcessInfo.processInfo.environment["PIGGYBANK_TTYBENCH"]
        ?? root.deletingLastPathComponent().appendingPathComponent("shared/bench").path
    print(try PtyCompare.run(bench: bench, runs: runs))
    exit(0)
}

let quick = arguments.contains("--quick")
let report = try MainActor.assumeIsolated { try BenchReport.measure(quick: quick) }
print(report.table)
if let index = arguments.firstIndex(of: "--json"), index + 1 < arguments.count {
    try report.json.write(toFile: arguments[index + 1])
    print("JSON written to \(arguments[index + 1])")
}
