import CursesUI
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
    }

    /// A form to type into: how to reach it on a fresh app, and what to type.
    struct Case {
        var name: String
        var withBank: Bool
        var reach: [Key]
        var text: String
    }

    static let cases = [
        Case(name: "create page, typing the name", withBank: false, reach: [.enter, .tab, .enter], text: "Trip to Japan"),
        Case(name: "create page, typing the target", withBank: false, reach: [.enter, .tab, .enter, .tab], text: "1200.50"),
        Case(name: "deposit prompt", withBank: true, reach: [.character("d")], text: "12345"),
        Case(name: "edit form on a pushed screen", withBank: true, reach: [.character("e"), .end], text: " and helmet"),
    ]

    static func run(repetitions: Int) throws -> [Result] {
        try cases.map { screenCase in
            var nodes: [Double] = [], bodies: [Double] = [], cells: [Double] = [], times: [Double] = []
            for _ in 0..<repetitions {
                let app = try App(withBank: screenCase.withBank)
                for key in screenCase.reach { app.application.send(key) }
                for character in screenCase.text {
                    let before = app.application.graph.counters
                    times.append(Statistics.microseconds { app.application.send(.character(character)) })
                    let after = app.application.graph.counters
                    nodes.append(Double(after.nodeEvaluations - before.nodeEvaluations))
                    bodies.append(Double(after.bodyEvaluations - before.bodyEvaluations))
                    cells.append(Double(after.cellsChanged - before.cellsChanged))
                }
                guard app.terminal.text.contains(screenCase.text) else {
                    throw BenchError("\(screenCase.name): the typed text is not on screen")
                }
            }
            return Result(
                name: screenCase.name, nodeEvaluations: nodes.max() ?? 0, bodyEvaluations: bodies.max() ?? 0,
                cellsChanged: Statistics.median(cells), microseconds: Statistics.median(times),
                microsecondsP95: Statistics.percentile(times, 0.95))
        }
    }

    /// The real app over a new store in a temporary folder, removed when done.
    @MainActor
    final class App {
        let folder = "/tmp/piggybank-bench-screens-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let store: PiggyBankStore
        let application: Application

        init(withBank: Bool) throws {
            store = try PiggyBankStore.open(directory: folder)
            if withBank {
                var draft = PiggyBankDraft()
                draft.name = "Bike"
                draft.targetAmount = 100_000
                _ = try store.create(from: draft)
                try store.settings.set("0", forKey: "pageSteps")
            }
            let store = store
            application = Application(terminal: terminal) { AppLauncher.appRoot(store: store, strings: Strings(.english)) }
            application.start()
        }

        isolated deinit { try? FileManager.default.removeItem(atPath: folder) }
    }
}
