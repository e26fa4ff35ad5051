#if canImport(Glibc)
    import Glibc
#endif

/// Keys in: one `poll` on the terminal, the signal pipe and the main queue, then one `read` of
/// what the terminal sent, decoded here (``KeyDecoder``) rather than by ncurses, whose `wgetch`
/// polls before and after reading each byte.
extension NcursesTerminal {
    /// The next key, waiting at most `timeout` (nil: until one comes).
    public func readKey(timeout: Duration?) throws -> Key? { try readKey(timeout: timeout, wakingOn: -1) }

    /// The next key, waiting at most `timeout` (nil: until one comes); nil as soon as `wake`
    /// is readable (poll ignores a negative descriptor).
    public func readKey(timeout: Duration?, wakingOn wake: Int32) throws -> Key? {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while true {
            // The signal pipe is read only when poll saw it ready: one read fewer per key.
            if signalPending, let signalNumber = SignalPipe.take() {
                if signalNumber == SIGWINCH {
                    resizeToWindow()
                    return .resize
                }
                guard signalNumber == SIGTSTP else { throw TerminalInterruption.signal(signalNumber) }
                // A stop from outside (`kill -TSTP`) is Ctrl-Z: the application moves the scene
                // to the background, suspends, comes back to the front and redraws everything.
                return .control("z")
            }
            signalPending = false
            if let key = decoder.next() { return key }
            var wait: Int32 = -1
            if decoder.isWaitingForMore {
                wait = 30
            } else if let deadline {
                let left = deadline - ContinuousClock.now
                if left <= .zero { return nil }
                wait = Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            }
            var fds = (  // a tuple, not an array allocated and freed at every wait
                pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0), pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0)
            )
            let ready = withUnsafeMutablePointer(to: &fds) { $0.withMemoryRebound(to: pollfd.self, capacity: 3) { poll($0, 3, wait) } }
            if ready == 0, decoder.isWaitingForMore { decoder.flush() }
            if ready < 0, errno != EINTR { return nil }
            if fds.0.revents & Int16(POLLIN) != 0 {
                guard readInput() else { throw TerminalInterruption.signal(SIGHUP) }
            } else if fds.0.revents & Int16(POLLHUP | POLLERR) != 0 {
                throw TerminalInterruption.signal(SIGHUP)
            }
            if fds.1.revents & Int16(POLLIN) != 0 { signalPending = true }
            if fds.2.revents & Int16(POLLIN) != 0, fds.0.revents == 0, !signalPending { return nil }
        }
    }

    /// Reads what the terminal sent (poll said there is some) into the decoder; false when the
    /// terminal is gone.
    private func readInput() -> Bool {
        let count = inputBuffer.withUnsafeMutableBytes { read(inputFD, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        guard count > 0 else { return false }
        inputBuffer.withUnsafeBytes { bytes in
            utf8.decode(UnsafeRawBufferPointer(rebasing: bytes[..<count])) { decoder.feed($0) }
        }
        return true
    }

    /// Takes the window's new size, which the next frame, a full redraw, is drawn at.
    private func resizeToWindow() {
        writer.size = windowSize(readingEnvironment: false)
    }
}
