#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns signals into something the run loop can wait on: the handler only writes the signal
/// number to a pipe (async-signal-safe), and the loop, blocked in `poll` on the terminal and
/// this pipe, wakes up and either ends cleanly (termination signals) or suspends (SIGTSTP).
///
/// SIGTSTP and SIGWINCH are the loop's: a stop restores the terminal and stops the process
/// with the default action, and a resize wakes the loop, which reads the new size and redraws.
enum SignalPipe {
    /// The signals that end the program cleanly.
    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The end `poll` waits on; -1 before ``install()``.
    nonisolated(unsafe) private(set) static var readEnd: Int32 = -1
    /// The end the handler writes to; read by the handler, so a plain global.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Creates the pipe (once) and installs the handlers for the termination signals and SIGTSTP.
    static func install() {
        if readEnd < 0 {
            var pair: [Int32] = [-1, -1]
            guard pipe(&pair) == 0 else { return }
            for fd in pair {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            readEnd = pair[0]
            writeEnd = pair[1]
        }
        for signalNumber in terminationSignals { handle(signalNumber) }
        handleStop()
        handle(SIGWINCH, flags: SA_RESTART)
        // A parent may have started us with these blocked (the mask survives exec); a blocked
        // SIGTERM or SIGWINCH would never reach the loop.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signalNumber in terminationSignals + [SIGWINCH, SIGCONT, SIGTSTP] { sigaddset(&unblocked, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// Sends `signalNumber` to the pipe from now on.
    private static func handle(_ signalNumber: Int32, flags: Int32 = 0) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signalNumber in
            var byte = UInt8(truncatingIfNeeded: signalNumber)
            _ = write(SignalPipe.writeEnd, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(signalNumber, &action, nil)
    }

    /// SIGTSTP to the pipe; interrupted writes of a frame are restarted.
    private static func handleStop() { handle(SIGTSTP, flags: SA_RESTART) }

    /// The signal that arrived, if any, consumed from the pipe.
    static func take() -> Int32? {
        guard readEnd >= 0 else { return nil }
        var byte: UInt8 = 0
        return read(readEnd, &byte, 1) == 1 ? Int32(byte) : nil
    }

    /// Stops the process as SIGTSTP's default action does; returns once it is continued.
    static func stopProcess() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        handleStop()
    }

    /// Puts the default handlers back: the terminal is the shell's again (or a signal is about
    /// to be re-raised to exit with it).
    static func uninstall() {
        for signalNumber in terminationSignals + [SIGTSTP, SIGWINCH] { signal(signalNumber, SIG_DFL) }
    }
}
