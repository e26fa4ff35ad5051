import CursesUICore
import PiggyBank

/// The demo form in process on a headless terminal: work and time per keystroke, and the time
/// to the first frame.
@MainActor
enum DemoBenchmark {
    struct Result {
        var nodeEvaluationsPerKey: Double
        var bodyEvaluationsPerKey: Double
        var bodyEvaluationsTypingName: Double
        var cellsPerKey: Double
        var microsecondsPerKey: Double
        var microsecondsPerKeyP95: Double
        var startupMicroseconds: Double
    }

    static func run(repetitions: Int) -> Result {
        var times: [Double] = []
        var startups: [Double] = []
        var nodes: [Double] = [], bodies: [Double] = [], cells: [Double] = [], nameBodies: [Double] = []
        for _ in 0..<repetitions {
            var app: Application!
            var terminal: HeadlessTerminal!
            startups.append(
                Statistics.microseconds {
                    terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
                    app = Application(terminal: terminal) { DemoForm(model: DemoModel()) }
                    app.start()
                })
            for (index, key) in DemoScript.keys.enumerated() {
                let before = app.graph.counters
                times.append(Statistics.microseconds { ScreenBenchmark.measuredKey(key, to: app) })
                let after = app.graph.counters
                nodes.append(Double(after.nodeEvaluations - before.nodeEvaluations))
                bodies.append(Double(after.bodyEvaluations - before.bodyEvaluations))
                cells.append(Double(after.cellsChanged - before.cellsChanged))
                if index < 13 { nameBodies.append(Double(after.nodeEvaluations - before.nodeEvaluations)) }
            }
        }
        return Result(
            nodeEvaluationsPerKey: Statistics.median(nodes), bodyEvaluationsPerKey: Statistics.median(bodies),
            bodyEvaluationsTypingName: nameBodies.max() ?? 0, cellsPerKey: Statistics.median(cells),
            microsecondsPerKey: Statistics.median(times), microsecondsPerKeyP95: Statistics.percentile(times, 0.95),
            startupMicroseconds: Statistics.median(startups))
    }
}
