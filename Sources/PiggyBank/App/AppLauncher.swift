import CursesUICore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Opens the terminal and runs a root view until it exits; every failure becomes one line on
/// standard error and an exit status, and the terminal is restored on every way out.
@MainActor
public enum AppLauncher {
    static let minimumSize = Size(width: 40, height: 12)

    static func runDemo(noColor: Bool) -> Int32 {
        run(noColor: noColor, debugLog: nil, language: .english) { DemoForm(model: DemoModel()) }
    }

    static func runApp(directory: String, strings: Strings, asciiIcons: Bool, noColor: Bool, debugLog: String?) -> Int32 {
        let store: PiggyBankStore
        do {
            store = try PiggyBankStore.open(directory: directory)
        } catch {
            PiggyBankCommand.printError("\(error)")
            return 1
        }
        let log = debugLog.map(DebugLog.init)
        store.refreshIfChangedElsewhere()
        return run(noColor: noColor, debugLog: log, language: strings.language, beforeEachKey: store.refreshIfChangedElsewhere) {
            root(store: store, strings: strings, asciiIcons: asciiIcons, debugLog: log)
        }
    }

    /// The app's root view over `store`, as the binary runs it: for benchmarks and for tests
    /// that drive the real app on a headless terminal.
    public static func appRoot(store: PiggyBankStore, strings: Strings) -> some View {
        root(store: store, strings: strings)
    }

    /// The app's root view with everything it reads from the environment; tests run this too.
    static func root(store: PiggyBankStore, strings: Strings, asciiIcons: Bool = false, debugLog: DebugLog? = nil) -> some View {
        // Not being able to skip the onboarding is no reason to stop; the user sees Welcome.
        try? store.leaveOnboardingIfBanksExist()
        return SettingsRoot(launchLanguage: strings.language) { ContentView(store: store) }
            .appStorage(ObservableKeyValueStore(store.settings))
            .environment(\.usesASCIIIcons, asciiIcons)
            .environment(\.debugLog, debugLog.map { log in { log.write($0) } })
    }

    private static func run<Content: View>(
        noColor: Bool, debugLog: DebugLog?, language: Language, beforeEachKey: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: () -> Content
    ) -> Int32 {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(color: !noColor)
        } catch TerminalError.cannotAddressCursor {
            PiggyBankCommand.printError("this terminal cannot run the full-screen app; try `piggybank list`")
            return 2
        } catch {
            PiggyBankCommand.printError("\(error)")
            return 2
        }
        defer { terminal.restore() }
        let app = Application(terminal: terminal, minimumSize: minimumSize, content: content)
        app.beforeEachKey = beforeEachKey
        app.tooSmallMessage = { need, have in
            // The table is read when a message needs it: the demo needs no other text.
            let strings = Strings.cached(language)
            return [strings["min.size"], strings("min.size.detail", "\(need.width)×\(need.height)", "\(have.width)×\(have.height)")]
        }
        #if DEBUG
            app.showsDiagnostics = true
        #endif
        if let debugLog {
            app.graph.onDroppedWrite = { debugLog.write("\($0)") }
            app.graph.onExtraPass = { debugLog.write("\($0)") }
        }
        do {
            try app.run()
            return 0
        } catch TerminalInterruption.signal(let signalNumber) {
            terminal.restore()
            signal(signalNumber, SIG_DFL)
            raise(signalNumber)
            return 128 + signalNumber
        } catch {
            terminal.restore()
            PiggyBankCommand.printError("\(error)")
            return 1
        }
    }
}

private struct DebugLogKey: EnvironmentKey {
    static var defaultValue: ((String) -> Void)? { nil }
}

extension EnvironmentValues {
    /// Where the app writes what `--debug-log` should record; nil without the option.
    var debugLog: ((String) -> Void)? {
        get { self[DebugLogKey.self] }
        set { self[DebugLogKey.self] = newValue }
    }
}

/// Appends lines to the `--debug-log` file: dropped binding writes and errors shown to the user.
final class DebugLog {
    private let path: String

    init(_ path: String) { self.path = path }

    func write(_ line: String) {
        FilePrivacy.createFile(path)
        guard let file = fopen(path, "a") else { return }
        fputs("\(Date().formatted(.iso8601)) \(line)\n", file)
        fclose(file)
    }
}
