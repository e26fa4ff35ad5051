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
        // No closure on this path: one made on the main actor and handed to the standard
        // library checks the executor whenever it runs, several times a key.
        var deadline: ContinuousClock.Instant?
        if let timeout { deadline = ContinuousClock.now + timeout }
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
            let ready = Self.waitForInput(&fds, wait: wait)
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
        let count = Self.readBytes(inputFD, into: &inputBuffer)
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        guard count > 0 else { return false }
        Self.decodeBytes(inputBuffer, count: count, utf8: &utf8, into: &decoder)
        return true
    }

    private nonisolated static func waitForInput(_ fds: inout (pollfd, pollfd, pollfd), wait: Int32) -> Int32 {
        withUnsafeMutablePointer(to: &fds) { $0.withMemoryRebound(to: pollfd.self, capacity: 3) { poll($0, 3, wait) } }
    }

    private nonisolated static func readBytes(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    }

    private nonisolated static func decodeBytes(
        _ buffer: [UInt8], count: Int, utf8: inout UTF8InputDecoder, into decoder: inout KeyDecoder
    ) {
        buffer.withUnsafeBytes { bytes in utf8.decode(UnsafeRawBufferPointer(rebasing: bytes[..<count])) { decoder.feed($0) } }
    }

    /// Takes the window's new size, which the next frame, a full redraw, is drawn at.
    private func resizeToWindow() {
        writer.size = windowSize(readingEnvironment: false)
    }
}
