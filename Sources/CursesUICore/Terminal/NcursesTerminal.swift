#if canImport(Glibc)
    import Glibc
#endif

/// The real terminal: raw keys in, changed cells out, each frame written by `FrameWriter` in
/// one `write`. Of ncurses only the terminfo database is used (`setupterm`, `tigetstr`,
/// `tigetflag`, `tigetnum`, `tiparm`): the modes (termios), the alternate screen, the keypad
/// and mouse modes, the size (`TIOCGWINSZ`), stops and resizes are this type's.
///
/// Opening checks that standard input and output are a terminal and that terminfo knows
/// `TERM` and can move its cursor, and throws a ``TerminalError`` otherwise. Colours fall back
/// to monochrome attributes when the terminal has none, when `NO_COLOR` is set or when asked;
/// a filled background is then drawn in reversed video. Bracketed paste and mouse clicks are
/// switched on, and everything is switched off again by ``restore()``, which is safe to call
/// more than once.
@MainActor
public final class NcursesTerminal: Terminal {
    /// Set when poll found the signal pipe readable (and at the start, for a signal that came
    /// before the first poll).
    var signalPending = true
    var decoder = KeyDecoder()
    var utf8 = UTF8InputDecoder()
    /// What one read takes in: a key, a mouse report, or a piece of a paste.
    var inputBuffer = [UInt8](repeating: 0, count: 4096)
    private var isRestored = false
    var writer: FrameWriter
    /// The terminal's modes before the program changed them, given back at the end and at a stop.
    var originalModes = termios()
    /// Each frame is wrapped in synchronized-output mode (see ``SynchronizedOutput``).
    public var synchronizesFrames: Bool { writer.synchronizes }
    /// Links are written as OSC 8 hyperlinks (see ``Hyperlinks``).
    private let showsHyperlinks: Bool
    /// The links of the frame being presented.
    private var pendingHyperlinks: [HyperlinkRun] = []

    let inputFD: Int32
    let outputFD: Int32

    /// Opens the terminal on standard input and output.
    public convenience init(color: Bool = true) throws {
        try self.init(color: color, input: STDIN_FILENO, output: STDOUT_FILENO, type: nil)
    }

    /// Opens the terminal on the given descriptors with a terminal type (default `TERM`);
    /// the benchmark uses it on a pseudo-terminal.
    public init(color: Bool = true, input: Int32, output: Int32, type requestedType: String?) throws {
        guard isatty(input) == 1, isatty(output) == 1 else { throw TerminalError.notATerminal }
        Self.chooseLocale()
        let asciiOnly = String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8"
        let type = requestedType ?? getenv("TERM").map { String(cString: $0) } ?? ""
        let entry: TerminfoEntry
        do {
            entry = try TerminfoEntry.load(type: type, fd: output)
        } catch .unknownType {
            throw TerminalError.unknownTerminalType(type)
        } catch {
            // A terminal that cannot move the cursor (TERM=dumb, an emacs shell buffer) would
            // get the whole screen on one line.
            throw TerminalError.cannotAddressCursor(type)
        }
        inputFD = input
        outputFD = output
        let usesColor = color && getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true && entry.colors > 0
        let environment = Self.environment(SynchronizedOutput.environmentNames + Hyperlinks.environmentNames)
        writer = FrameWriter(
            entry: entry, styles: StyleSequences(entry: entry, usesColor: usesColor), size: Size(width: 80, height: 24),
            asciiOnly: asciiOnly, synchronizes: SynchronizedOutput.isSupported(environment: environment, terminfoHasSync: entry.hasSync))
        showsHyperlinks = !asciiOnly && Hyperlinks.areSupported(environment: environment)
        decoder = KeyDecoder(sequencesWhenNeeded: { NcursesTerminal.terminfoSequences() })
        // Leave the alternate screen, reset attributes, show the cursor, paste and mouse off.
        CrashRestorer.install(
            fd: output, leaveSequence: "\u{1B}[?1049l\u{1B}[0m\u{1B}[?25h\u{1B}[?2004l\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l\r\n")
        tcgetattr(output, &originalModes)
        // The loop's own SIGTSTP and SIGWINCH handling (see SignalPipe).
        SignalPipe.install()
        writer.size = windowSize(readingEnvironment: true)
        enter()
    }

    /// Takes the user's character locale; when it names UTF-8 but is not installed (setlocale
    /// fails), falls back to C.UTF-8 so wide-character input and output still work. Only
    /// LC_CTYPE: nothing here needs another category, and loading all twelve costs a start-up
    /// eleven more files.
    private static func chooseLocale() {
        if setlocale(LC_CTYPE, "") != nil { return }
        if CharacterLocale.isUTF8(environment(["LC_ALL", "LC_CTYPE", "LANG"])) { setlocale(LC_CTYPE, "C.UTF-8") }
    }

    /// The variables among `names` that are set, each read with `getenv`: building all of
    /// `ProcessInfo`'s environment costs about 390,000 instructions at every start.
    private static func environment(_ names: [String]) -> [String: String] {
        var environment: [String: String] = [:]
        for name in names { environment[name] = getenv(name).map { String(cString: $0) } }
        return environment
    }

    /// The size of the screen in cells.
    public var size: Size { writer.size }

    // MARK: Output

    /// Shows the changed cells and puts the cursor at `cursor` (hidden when nil), in one write.
    public func present(_ runs: [CellRun], cursor: Point?, fullRedraw: Bool) {
        writer.frame(runs, cursor: cursor, fullRedraw: fullRedraw, hyperlinks: pendingHyperlinks)
        pendingHyperlinks = []
        Self.writeAll(writer.bytes, to: outputFD)
    }

    /// Keeps the links to write after the next frame, where the terminal shows hyperlinks.
    public func prepareHyperlinks(_ links: [HyperlinkRun]) {
        if showsHyperlinks { pendingHyperlinks = links }
    }

    /// Puts `text` on the system clipboard with OSC 52, which most terminals honour.
    public func copyToClipboard(_ text: String) { writeControl(Hyperlinks.clipboardSequence(for: text)) }

    /// Writes `bytes` whole, however many writes the terminal takes them in.
    func writeAll(_ bytes: UnsafeRawBufferPointer) { Self.writeAll(bytes, to: outputFD) }

    /// A frame's bytes written whole, outside the main actor: the closure handed to
    /// `withUnsafeBytes` here checked the executor at every frame.
    private nonisolated static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        bytes.withUnsafeBytes { writeAll($0, to: fd) }
    }

    private nonisolated static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR || errno == EAGAIN { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Writes a sequence that is not part of a frame (the clipboard's) straight to the terminal.
    func writeControl(_ sequence: String) {
        var sequence = sequence
        sequence.withUTF8 { writeAll(UnsafeRawBufferPointer($0)) }
    }

    // MARK: Lifecycle

    /// Leaves full-screen mode: cursor shown, paste and mouse reporting off, modes restored.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        CrashRestorer.disarm()
        leave()
        SignalPipe.uninstall()
    }

    /// Stops the process as the shell's Ctrl-Z would, with the terminal restored meanwhile;
    /// returns after `fg`, in full-screen mode again, with the whole screen to be redrawn.
    public func suspend() {
        leave()
        SignalPipe.stopProcess()
        writer.size = windowSize(readingEnvironment: true)
        enter()
    }
}
