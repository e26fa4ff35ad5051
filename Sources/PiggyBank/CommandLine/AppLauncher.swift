import CursesUI
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Opens the terminal and runs a root view until it exits; every failure becomes one line on
/// standard error and an exit status, and the terminal is restored on every way out.
@MainActor
enum AppLauncher {
    static let minimumSize = Size(width: 40, height: 12)

    static func runDemo(noColor: Bool) -> Int32 {
        run(noColor: noColor, debugLog: nil) { DemoForm(model: DemoModel()) }
    }

    static func runApp(directory: String, strings: Strings, asciiIcons: Bool, noColor: Bool, debugLog: String?) -> Int32 {
        let store: PiggyBankStore
        do {
            store = try PiggyBankStore.open(directory: directory)
        } catch {
            PiggyBankCommand.printError("\(error)")
            return 1
        }
        let settings = ObservableKeyValueStore(store.settings)
        return run(noColor: noColor, debugLog: debugLog) {
            ContentView(store: store)
                .appStorage(settings)
                .environment(\.strings, strings)
                .environment(\.usesASCIIIcons, asciiIcons)
        }
    }

    private static func run<Content: View>(noColor: Bool, debugLog: String?, @ViewBuilder content: () -> Content) -> Int32 {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(color: !noColor)
        } catch {
            PiggyBankCommand.printError("\(error)")
            return 2
        }
        defer { terminal.restore() }
        let app = Application(terminal: terminal, minimumSize: minimumSize, content: content)
        #if DEBUG
            app.showsDiagnostics = true
        #endif
        if let debugLog {
            let log = DebugLog(path: debugLog)
            app.graph.onDroppedWrite = { log.write("\($0)") }
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

/// Appends lines to the `--debug-log` file.
final class DebugLog {
    private let path: String

    init(path: String) { self.path = path }

    func write(_ line: String) {
        guard let file = fopen(path, "a") else { return }
        fputs("\(Date().formatted(.iso8601)) \(line)\n", file)
        fclose(file)
    }
}
