import CursesUI
import CursesUITestSupport
import Testing

/// `scenePhase` leaves `.active` through `.inactive` to `.background` before the program is
/// suspended (Ctrl-Z) or quits, and comes back after a resume, so that state saved in
/// `onChange(of: scenePhase)` is saved before the process stops.
@MainActor
struct ScenePhaseTests {
    /// What `onChange(of: scenePhase)` saw, with how many times the terminal had been suspended.
    final class Log {
        var terminal: HeadlessTerminal?
        var entries: [String] = []
    }

    struct Phases: View {
        let log: Log
        @Environment(\.scenePhase) private var scenePhase
        @State private var seen: [String] = []

        var body: some View {
            Text("seen: " + seen.joined(separator: " "))
                .onChange(of: scenePhase) { _, phase in
                    seen.append("\(phase)")
                    log.entries.append("\(phase) after \(log.terminal?.suspensions ?? -1) suspensions")
                }
        }
    }

    func running(_ log: Log) -> Driver {
        let driver = Driver { Phases(log: log) }
        log.terminal = driver.terminal
        return driver
    }

    @Test func ctrlZGoesToTheBackgroundBeforeTheSuspensionAndComesBackAfterIt() {
        let log = Log()
        let driver = running(log)
        driver.expectLine(0, "seen:")
        driver.press(.control("z"))
        #expect(
            log.entries == [
                "inactive after 0 suspensions", "background after 0 suspensions", "inactive after 1 suspensions",
                "active after 1 suspensions",
            ])
        driver.expectLine(0, "seen: inactive background inactive active")
        #expect(driver.app.isRunning)
    }

    @Test func quittingGoesToTheBackgroundOnce() {
        let log = Log()
        let driver = running(log)
        driver.type("x")
        #expect(log.entries.isEmpty, "a key leaves the phase alone")
        driver.press(.control("c"))
        #expect(log.entries == ["inactive after 0 suspensions", "background after 0 suspensions"])
        #expect(!driver.app.isRunning)
        driver.press(.control("c"))
        #expect(log.entries.count == 2, "already in the background")
    }
}
