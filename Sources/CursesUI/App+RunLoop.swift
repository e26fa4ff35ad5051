import CursesUICore
import Foundation

extension App {
    /// Runs the app in the terminal, as SwiftUI's `App.main()`: CursesUICore's loop, with
    /// `@AppStorage` kept in `UserDefaults.standard` (as in SwiftUI, so settings outlive the
    /// run), and Foundation's main run loop served while it waits for keys, so a
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` fires on time without a key.
    public static func main() {
        var environment = EnvironmentValues()
        environment.appStorage = ObservableKeyValueStore(UserDefaultsKeyValueStore(.standard))
        runInTerminal(environment: environment, idleWork: MainRunLoop.runDueWork)
    }
}

/// Foundation's main run loop, served from the terminal loop.
@MainActor
enum MainRunLoop {
    /// Fires the main run loop's due timers and sources; returns how long until its next timer
    /// (nil: none, wait for a key or a job on the main queue).
    static func runDueWork() -> Duration? {
        guard let next = RunLoop.main.limitDate(forMode: .default), next != .distantFuture else { return nil }
        let seconds = max(next.timeIntervalSinceNow, 0)
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }
}
