import CursesUICore
import FoundationEssentials
import PiggyBank

#if canImport(Glibc)
    import Glibc
#endif

/// The real app's screens in process on a headless terminal, over a SQLite file in a temporary
/// folder: the work and time of each typed character on the forms people type into.
@MainActor
enum ScreenBenchmark {
    struct Result {
        var name: String
        var nodeEvaluations: Double
        var bodyEvaluations: Double
        var cellsChanged: Double
        var microseconds: Double
        var microsecondsP95: Double
        /// The most update passes, layout passes and controls visited of any measured key.
        var updatePasses: Int
        var layoutPasses: Int
        var controlsVisited: Int
        /// The median time of each measured key, in order.
        var microsecondsByKey: [Double] = []
        /// The median time of what the key left for when the loop is idle (the loop runs it
        /// after the frame is written, once no key is waiting: the create pages' draft save).
        var idleMicroseconds: Double = 0
        /// For a key that commits money: the median time of the same commit alone
        /// (`PiggyBankStore.deposit`, one `synchronous = FULL` transaction), so that the
        /// render and the disk's sync can be told apart.
        var commitMicroseconds: Double?
    }

    /// A screen to work on: how to reach it on a fresh app, then the measured keys, each after
    /// its unmeasured preparation (opening a prompt before the Enter that deposits).
    struct Case {
        var name: String
        var banks: Int
        var records = 0
        var reach: [Key]
        var steps: [(prepare: [Key], measure: Key)]
        /// Text the screen shows once the steps are done.
        var check: String
        /// True when each measured key deposits (the commit is then also timed alone).
        var commitsMoney = false

        /// Typing `text` into the field `reach` leads to.
        static func typing(_ name: String, banks: Int, reach: [Key], _ text: String) -> Case {
            Case(name: name, banks: banks, reach: reach, steps: text.map { ([], .character($0)) }, check: text)
        }
    }

    static let cases = [
        Case.typing("create page, typing the name", banks: 0, reach: [.enter, .tab, .enter], "Trip to Japan"),
        Case.typing("create page, typing the target", banks: 0, reach: [.enter, .tab, .enter, .tab], "1200.50"),
        Case(
            name: "create page 2, grid moves", banks: 0,
            reach: [.enter, .tab, .enter] + "Bike".map { .character($0) } + [.tab, .character("5"), .enter],
            steps: Array(repeating: ([], Key.right), count: 12) + Array(repeating: ([], Key.down), count: 3), check: "Icon"),
        Case.typing("deposit prompt", banks: 1, reach: [.character("d")], "12345"),
        Case(
            name: "Home after a deposit", banks: 1, reach: [],
            steps: Array(repeating: ([.character("d"), .character("5")], Key.enter), count: 5), check: "$25.00",
            commitsMoney: true),
        Case.typing("edit form on a pushed screen", banks: 1, reach: [.character("e"), .end], " and helmet"),
        Case(
            name: "records screen, scrolling a page", banks: 3, records: 600, reach: [.character("r")],
            steps: Array(repeating: ([], Key.pageDown), count: 10), check: "600 records"),
        Case(
            name: "statistics, opening", banks: 3, records: 600, reach: [],
            steps: [([], .character("s"))] + Array(repeating: ([.escape], Key.character("s")), count: 4), check: "Net savings per month"),
    ]

    /// Sends the measured key: its own function, never inlined, so that
    /// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredKey_*'` counts
    /// the measured keys alone, and `--dump-before='*measuredKey_*' --dump-before='*keyMeasured*'`
    /// writes one profile per key (every second file) and one per stretch between keys.
    @inline(never)
    static func measuredKey(_ key: Key, to application: Application) {
        application.send(key)
        keyMeasured()
    }

    /// Marks the end of a measured key for callgrind.
    @inline(never)
    static func keyMeasured() { measuredKeys += 1 }

    /// The keys `measuredKey` sent.
    static var measuredKeys = 0

    /// Every case whose name contains `filter` (all of them for nil), `repetitions` times each.
    static func run(repetitions: Int, only filter: String? = nil) throws -> [Result] {
        try cases.filter { filter.map($0.name.contains) ?? true }.map { screenCase in
            var nodes: [Double] = [], bodies: [Double] = [], cells: [Double] = [], times: [Double] = []
            var passes = (update: 0, layout: 0, controls: 0)
            var commits: [Double] = [], idle: [Double] = []
            for _ in 0..<repetitions {
                let app = try App(banks: screenCase.banks, records: screenCase.records)
                for key in screenCase.reach { app.application.send(key) }
                app.application.runQueuedJobs()
                for step in screenCase.steps {
                    for key in step.prepare { app.application.send(key) }
                    app.application.runQueuedJobs()
                    let before = app.application.graph.counters
                    times.append(Statistics.microseconds { measuredKey(step.measure, to: app.application) })
                    let after = app.application.graph.counters
                    idle.append(Statistics.microseconds { app.application.runQueuedJobs() })
                    nodes.append(Double(after.nodeEvaluations - before.nodeEvaluations))
                    bodies.append(Double(after.bodyEvaluations - before.bodyEvaluations))
                    cells.append(Double(after.cellsChanged - before.cellsChanged))
                    passes.update = max(passes.update, after.updatePasses - before.updatePasses)
                    passes.layout = max(passes.layout, after.layoutPasses - before.layoutPasses)
                    passes.controls = max(passes.controls, after.controlsVisited - before.controlsVisited)
                }
                guard app.terminal.text.contains(screenCase.check) else {
                    throw BenchError("\(screenCase.name): the screen does not show \(screenCase.check):\n\(app.terminal.text)")
                }
                if screenCase.commitsMoney, let bank = try app.store.allBanks().first {
                    for _ in screenCase.steps {
                        commits.append(try Statistics.microseconds { _ = try app.store.deposit(5, into: bank.id) })
                    }
                }
            }
            return Result(
                name: screenCase.name, nodeEvaluations: nodes.max() ?? 0, bodyEvaluations: bodies.max() ?? 0,
                cellsChanged: Statistics.median(cells), microseconds: Statistics.median(times),
                microsecondsP95: Statistics.percentile(times, 0.95), updatePasses: passes.update, layoutPasses: passes.layout,
                controlsVisited: passes.controls,
                microsecondsByKey: screenCase.steps.indices.map { step in
                    Statistics.median(stride(from: step, to: times.count, by: screenCase.steps.count).map { times[$0] })
                }, idleMicroseconds: Statistics.median(idle), commitMicroseconds: commits.isEmpty ? nil : Statistics.median(commits))
        }
    }

    /// The real app over a new store in a temporary folder, removed when done.
    @MainActor
    final class App {
        let folder = "/tmp/piggybank-bench-screens-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let store: PiggyBankStore
        let application: Application

        init(banks: Int, records: Int) throws {
            store = try PiggyBankStore.open(directory: folder)
            for index in 0..<banks {
                var draft = PiggyBankDraft()
                draft.name = index == 0 ? "Bike" : "Goal \(index)"
                draft.targetAmount = 100_000
                let bank = try store.create(from: draft)
                for amount in 0..<(records / banks) { try store.deposit(Decimal(amount % 50 + 1), into: bank.id) }
            }
            let store = store
            application = Application(terminal: terminal) { AppLauncher.appRoot(store: store, strings: Strings(.english)) }
            application.start()
        }

        isolated deinit { try? FileManager.default.removeItem(atPath: folder) }
    }
}
