#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns termination signals into something the run loop can wait on: the handler only
/// writes the signal number to a pipe (async-signal-safe), and the loop, blocked in `poll` on
/// the terminal and this pipe, wakes up, restores the terminal and ends cleanly.
enum SignalPipe {
    /// The signals that end the program cleanly.
    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The end `poll` waits on; -1 before ``install()``.
    nonisolated(unsafe) private(set) static var readEnd: Int32 = -1
    /// The end the handler writes to; read by the handler, so a plain global.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Creates the pipe and installs the handlers (once).
    static func install() {
        guard readEnd < 0 else { return }
        var pair: [Int32] = [-1, -1]
        guard pipe(&pair) == 0 else { return }
        for fd in pair {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readEnd = pair[0]
        writeEnd = pair[1]
        for signalNumber in terminationSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signalNumber in
                var byte = UInt8(truncatingIfNeeded: signalNumber)
                _ = write(SignalPipe.writeEnd, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
        // A parent may have started us with these blocked (the mask survives exec); a blocked
        // SIGTERM or SIGWINCH would never reach the loop.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signalNumber in terminationSignals + [SIGWINCH, SIGCONT, SIGTSTP] { sigaddset(&unblocked, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// The signal that arrived, if any, consumed from the pipe.
    static func take() -> Int32? {
        guard readEnd >= 0 else { return nil }
        var byte: UInt8 = 0
        return read(readEnd, &byte, 1) == 1 ? Int32(byte) : nil
    }

    /// Puts the default handlers back (before re-raising a signal to exit with it).
    static func uninstall() {
        for signalNumber in terminationSignals { signal(signalNumber, SIG_DFL) }
    }
}
