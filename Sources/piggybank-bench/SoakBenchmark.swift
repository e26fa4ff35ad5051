import CursesUICore
import FoundationEssentials
import PiggyBank

#if canImport(Glibc)
    import Glibc
#endif

/// Memory with use: the real app takes rounds of mixed keys (deposits, withdrawals, the create
/// page, records, typing) and the resident set is read after 1,000, 10,000 and 50,000 keys.
/// Runs in its own process (`--soak-case N`) so that nothing else weighs on the figures.
@MainActor
enum SoakBenchmark {
    struct Result: Codable {
        var keys: [Int]
        var residentKiB: [Int]
    }

    static let round: [Key] =
        [.character("d"), .character("1"), .enter, .character("w"), .character("1"), .enter, .character("n")]
        + "Holiday".map { Key.character($0) } + [.tab] + "250".map { Key.character($0) }
        + [.escape, .character("r"), .pageDown, .escape]

    static func run(keys total: Int) throws -> Result {
        let app = try ScreenBenchmark.App(banks: 1, records: 0)
        let checkpoints = [1_000, 10_000, 50_000].filter { $0 <= total }
        var result = Result(keys: [], residentKiB: [])
        var sent = 0
        while sent < total {
            for key in round {
                app.application.send(key)
                app.application.runQueuedJobs()  // as the loop does while it waits for the next key
                sent += 1
                if checkpoints.contains(sent) {
                    result.keys.append(sent)
                    result.residentKiB.append(residentKiB)
                }
            }
            if app.terminal.text.contains("step 1 of 3") { app.application.send(.escape) }
        }
        guard app.terminal.text.contains("Bike") else { throw BenchError("the soak did not end on Home") }
        return result
    }

    /// The resident set of this process now, in KiB (VmRSS).
    static var residentKiB: Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
    }
}
