import CursesUICore
import Foundation

extension App {
    /// Runs the app in the terminal, as SwiftUI's `App.main()`: CursesUICore's loop, with
    /// `@AppStorage` kept in `UserDefaults.standard` (as in SwiftUI, so settings outlive the
    /// run), and Foundation's main run loop served while it waits for keys, so a
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` fires on time without a key.
    /// Lengths the program writes are SwiftUI's points (`EnvironmentValues.appMain`). What the
    /// program itself put in `UserDefaults.standard` is written out when it ends, however it
    /// ends, as iOS writes it when an app leaves (Foundation on Linux keeps it in memory until
    /// `synchronize()`). The user's Documents folder (`FileManager`'s `.documentDirectory`)
    /// is made if it is missing, as an iOS app always has one to save into. What the program
    /// prints while its screen is up is discarded, as an iOS app's console is not on its screen.
    ///
    /// `--previews` on the command line lists the program's `#Preview`s instead, and
    /// `--preview N` shows the Nth of them in the terminal (Ctrl-C ends it).
    public static func main() {
        var environment = EnvironmentValues.appMain
        environment.appStorage = ObservableKeyValueStore(UserDefaultsKeyValueStore(.standard))
        atexit { UserDefaults.standard.synchronize() }
        if let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first {
            try? FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        }
        switch PreviewCommand(arguments: CommandLine.arguments) {
        case nil:
            runInTerminal(environment: environment, idleWork: MainRunLoop.runDueWork)
        case .list:
            FileHandle.standardOutput.write(Data(PreviewCatalog.listing.utf8))
        case .show(let number):
            let registries = PreviewCatalog.registries
            guard registries.indices.contains(number - 1) else {
                let message = "No preview \(number): this program has \(registries.count) (see --previews).\n"
                FileHandle.standardError.write(Data(message.utf8))
                exit(2)
            }
            showInTerminal(registries[number - 1].makePreview(), environment: environment)
        }
    }

    /// Runs `preview`'s view in the terminal as the app's window would run.
    private static func showInTerminal(_ preview: Preview, environment: EnvironmentValues) {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(2)
        }
        let application = Application(terminal: terminal, environment: environment) { preview.makeView() }
        application.idleWork = MainRunLoop.runDueWork
        do {
            try application.run()
        } catch {
            terminal.restore()
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
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
