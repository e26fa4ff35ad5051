import CursesUICore
import FoundationEssentials
import PiggyBank

#if canImport(Glibc)
    import Glibc
#endif

/// What committing to disk costs where the user waits for it: a typed character on the create
/// page and the draft's save the loop runs when idle after it, a deposit, and a recurring deposit caught up after 500
/// days (500 occurrences, one transaction each). The store is a file in `/tmp`, on the machine's
/// disk, so a sync is a real one.
@MainActor
enum DurabilityBenchmark {
    struct Result {
        /// Microseconds per character typed into the create page's name (median, p95).
        var typingMicroseconds: Double
        var typingMicrosecondsP95: Double
        /// Microseconds of the draft's save, once the loop is idle after each character (median, p95).
        var draftSaveMicroseconds: Double
        var draftSaveMicrosecondsP95: Double
        /// Milliseconds of Enter in the deposit prompt, through the app (median, p95).
        var depositMilliseconds: Double
        var depositMillisecondsP95: Double
        /// Milliseconds of one `deposit` call on the store (median).
        var storeDepositMilliseconds: Double
        /// Milliseconds to catch up 500 daily occurrences (median).
        var catchUpMilliseconds: Double
    }

    static func run(repetitions: Int) throws -> Result {
        var typing: [Double] = [], draftSaves: [Double] = [], deposits: [Double] = [], storeDeposits: [Double] = [], catchUps: [Double] = []
        for _ in 0..<repetitions {
            let create = try ScreenBenchmark.App(banks: 0, records: 0)
            for key in [Key.enter, .tab, .enter] { create.application.send(key) }
            for character in "Trip to Japan" {
                typing.append(Statistics.microseconds { create.application.send(.character(character)) })
                draftSaves.append(Statistics.microseconds { create.application.runQueuedJobs() })
            }
            guard create.store.loadDraft()?.name == "Trip to Japan" else { throw BenchError("the draft was not saved") }

            let home = try ScreenBenchmark.App(banks: 1, records: 0)
            for _ in 0..<5 {
                home.application.send(.character("d"))
                home.application.send(.character("5"))
                deposits.append(Statistics.microseconds { home.application.send(.enter) } / 1000)
            }
            guard home.terminal.text.contains("$25.00") else { throw BenchError("the deposits did not show:\n\(home.terminal.text)") }
            guard let bank = home.store.primaryBank else { throw BenchError("no bank") }
            for _ in 0..<5 { storeDeposits.append(try Statistics.microseconds { try home.store.deposit(1, into: bank.id) } / 1000) }

            let today = CalendarDate(Date())
            let start = CalendarDate(dayNumber: today.dayNumber - 499)
            try home.store.setSchedule(DepositSchedule(amount: 1, frequency: .day, start: start), for: bank.id)
            var runs: [ScheduleRun] = []
            catchUps.append(try Statistics.microseconds { runs = try home.store.runDueSchedules(today: today) } / 1000)
            guard runs.first?.occurrences.count == 500 else {
                throw BenchError("the catch-up deposited \(runs.first?.occurrences.count ?? 0) times")
            }
        }
        return Result(
            typingMicroseconds: Statistics.median(typing), typingMicrosecondsP95: Statistics.percentile(typing, 0.95),
            draftSaveMicroseconds: Statistics.median(draftSaves), draftSaveMicrosecondsP95: Statistics.percentile(draftSaves, 0.95),
            depositMilliseconds: Statistics.median(deposits), depositMillisecondsP95: Statistics.percentile(deposits, 0.95),
            storeDepositMilliseconds: Statistics.median(storeDeposits), catchUpMilliseconds: Statistics.median(catchUps))
    }
}

extension DurabilityBenchmark.Result {
    /// The figures, one a line.
    var table: String {
        func decimal(_ value: Double, _ digits: Int) -> String {
            var scale = 1.0
            for _ in 0..<digits { scale *= 10 }
            return "\((value * scale).rounded() / scale)"
        }
        return [
            "durability (release build, medians; the store on /tmp's disk)",
            "  create page, a typed character                \(decimal(typingMicroseconds, 1)) µs (p95 \(decimal(typingMicrosecondsP95, 1)))",
            "  then the draft saved, once no key waits       \(decimal(draftSaveMicroseconds, 1)) µs (p95 \(decimal(draftSaveMicrosecondsP95, 1)))",
            "  deposit prompt, Enter (through the app)       \(decimal(depositMilliseconds, 3)) ms (p95 \(decimal(depositMillisecondsP95, 3)))",
            "  one deposit on the store                      \(decimal(storeDepositMilliseconds, 3)) ms",
            "  500 daily occurrences caught up               \(decimal(catchUpMilliseconds, 1)) ms",
        ].joined(separator: "\n")
    }
}
