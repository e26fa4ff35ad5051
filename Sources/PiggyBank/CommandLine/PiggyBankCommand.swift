import CursesUI

#if canImport(Glibc)
    import Glibc
#endif

/// The `piggybank` command: parses the arguments and runs the TUI or a subcommand.
public enum PiggyBankCommand {
    public static let version = "0.1.0"

    static let usage = """
        usage: piggybank [demo] [--help] [--version]

          piggybank          open the savings app
          piggybank demo     open the demo form (no storage touched)
        """

    /// Runs the command and returns the process exit status.
    @MainActor
    public static func run(arguments: [String]) -> Int32 {
        switch arguments.first {
        case "--help", "-h":
            print(usage)
            return 0
        case "--version":
            print("piggybank \(version)")
            return 0
        case nil, "demo":
            return runInteractive { DemoForm(model: DemoModel()) }
        default:
            printError("unknown argument '\(arguments[0])'; see piggybank --help")
            return 2
        }
    }

    /// Opens the terminal, runs the view until it exits, and turns every failure into one
    /// clear line on standard error and an exit status.
    @MainActor
    static func runInteractive<Content: View>(@ViewBuilder _ content: () -> Content) -> Int32 {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(color: getenv("NO_COLOR") == nil)
        } catch {
            printError("\(error)")
            return 2
        }
        defer { terminal.restore() }
        let app = Application(terminal: terminal, minimumSize: Size(width: 40, height: 12), content: content)
        #if DEBUG
            app.showsDiagnostics = true
        #endif
        do {
            try app.run()
            return 0
        } catch TerminalInterruption.signal(let signalNumber) {
            // The terminal is restored; end the way the signal asked, so the shell sees it.
            signal(signalNumber, SIG_DFL)
            raise(signalNumber)
            return 128 + signalNumber
        } catch {
            printError("\(error)")
            return 1
        }
    }

    static func printError(_ message: String) {
        let line = "piggybank: \(message)\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
    }
}
