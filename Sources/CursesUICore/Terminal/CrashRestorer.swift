#if canImport(Glibc)
    import Glibc
#endif

/// Gives the terminal back if the process crashes (SIGSEGV, SIGBUS, SIGILL, SIGTRAP — a Swift
/// trap —, SIGABRT, SIGFPE), as FTXUI does.
///
/// Everything the handler needs is prepared beforehand: the bytes that leave the alternate
/// screen, show the cursor and switch off paste and mouse reporting, and the terminal modes
/// from before the program started. The handler itself only calls `write`, `tcsetattr`,
/// `signal` and `raise`, which are async-signal-safe, and then lets the signal take its default
/// course, so the exit status and any core dump stay honest.
enum CrashRestorer {
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    nonisolated(unsafe) private static var restoreBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    nonisolated(unsafe) private static var restoreCount = 0
    nonisolated(unsafe) private static var originalModes = termios()
    nonisolated(unsafe) private static var descriptor: Int32 = -1

    /// Records how to restore `fd` and installs the handlers. Call before curses changes modes.
    static func install(fd: Int32, leaveSequence: String) {
        guard tcgetattr(fd, &originalModes) == 0 else { return }
        descriptor = fd
        let bytes = Array(leaveSequence.utf8.prefix(256))
        bytes.withUnsafeBufferPointer { restoreBytes.update(from: $0.baseAddress!, count: bytes.count) }
        restoreCount = bytes.count
        for signalNumber in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signalNumber in
                CrashRestorer.restoreFromSignal(signalNumber)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND) | UInt32(SA_NODEFER))
            sigaction(signalNumber, &action, nil)
        }
    }

    /// The handler: async-signal-safe calls only.
    private static func restoreFromSignal(_ signalNumber: Int32) {
        if descriptor >= 0 {
            _ = write(descriptor, restoreBytes, restoreCount)
            _ = tcsetattr(descriptor, TCSANOW, &originalModes)
        }
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }

    /// After a normal restore there is nothing left to undo.
    static func disarm() {
        descriptor = -1
        for signalNumber in crashSignals { signal(signalNumber, SIG_DFL) }
    }
}
