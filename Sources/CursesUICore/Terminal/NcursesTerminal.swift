import CNcursesw

#if canImport(Glibc)
    import Glibc
#endif

/// The real terminal, through ncursesw: raw keys in, changed cells out.
///
/// Opening checks that standard input and output are a terminal and that ncurses knows
/// `TERM`, and throws a ``TerminalError`` instead of letting ncurses exit the process.
/// Colours fall back to monochrome attributes when the terminal has none, when `NO_COLOR` is
/// set or when asked; a filled background is then drawn in reversed video. Bracketed paste
/// and mouse clicks are switched on, and everything is switched off again by ``restore()``,
/// which is safe to call more than once.
@MainActor
public final class NcursesTerminal: Terminal {
    private let screen: OpaquePointer
    let usesColor: Bool
    /// Set when poll found the signal pipe readable (and at the start, for a signal that came
    /// before the first poll).
    var signalPending = true
    var colorPairs: [UInt32: Int16] = [:]
    /// How many colours the terminal has (8, 16 or 256); 0 without colour.
    var colorCount = 0
    var decoder = KeyDecoder()
    var utf8 = UTF8InputDecoder()
    /// What one read takes in: a key, a mouse report, or a piece of a paste.
    var inputBuffer = [UInt8](repeating: 0, count: 4096)
    private var isRestored = false
    private var cursorVisible: Bool?
    /// The locale's character set is not UTF-8: cells are written as ASCII look-alikes.
    private let asciiOnly: Bool
    /// Each frame is wrapped in synchronized-output mode (see ``SynchronizedOutput``).
    public let synchronizesFrames: Bool
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
        asciiOnly = String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8"
        // Leave the alternate screen, reset attributes, show the cursor, paste and mouse off.
        CrashRestorer.install(
            fd: output, leaveSequence: "\u{1B}[?1049l\u{1B}[0m\u{1B}[?25h\u{1B}[?2004l\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l\r\n")
        // Before newterm, so that ncurses finds SIGTSTP handled and leaves it to the loop.
        SignalPipe.install()
        let type = requestedType ?? getenv("TERM").map { String(cString: $0) } ?? ""
        let opened =
            input == STDIN_FILENO && output == STDOUT_FILENO ? cncurses_newterm(type) : cncurses_newterm_fds(type, dup(input), dup(output))
        guard !type.isEmpty, let screen = opened else {
            SignalPipe.uninstall()
            CrashRestorer.disarm()
            throw TerminalError.unknownTerminalType(type)
        }
        set_term(screen)
        // A terminal that cannot move the cursor (TERM=dumb, an emacs shell buffer) would get
        // the whole screen on one line.
        guard cncurses_has_string_capability("cup") else {
            endwin()
            delscreen(screen)
            SignalPipe.uninstall()
            CrashRestorer.disarm()
            throw TerminalError.cannotAddressCursor(type)
        }
        self.screen = screen
        inputFD = input
        outputFD = output
        raw()
        noecho()
        nonl()
        decoder = KeyDecoder(sequencesWhenNeeded: { NcursesTerminal.terminfoSequences() })
        // No typeahead check during doupdate: it costs two polls a frame, and a frame is drawn
        // whole once per key anyway.
        typeahead(-1)
        usesColor = color && getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true && has_colors()
        if usesColor {
            start_color()
            use_default_colors()
            colorCount = Int(cncurses_colors())
        }
        let environment = Self.environment(SynchronizedOutput.environmentNames + Hyperlinks.environmentNames)
        synchronizesFrames = SynchronizedOutput.isSupported(
            environment: environment, terminfoHasSync: cncurses_has_string_capability("Sync"))
        showsHyperlinks = !asciiOnly && Hyperlinks.areSupported(environment: environment)
        // ncurses flushes after every cursor move until the screen has once come back from
        // endwin (its `_endwin` stays "initial" after newterm), which splits a frame into
        // several writes; a suspend-and-resume here puts it in the running state.
        endwin()
        doupdate()
        enableInputModes()
    }

    /// Keypad mode (arrows as the terminfo entry names them), mouse reports and bracketed paste
    /// on: at the start and after a stop, since `endwin` turns them off and only ncurses' own
    /// `wgetch`, which is not used, would turn the keypad and mouse on again.
    private func enableInputModes() {
        keypad(cncurses_stdscr(), true)
        mousemask(cncurses_mouse_mask(), nil)
        writeControl("\u{1B}[?2004h")
    }

    /// Takes the user's character locale; when it names UTF-8 but is not installed (setlocale
    /// fails), falls back to C.UTF-8 so wide-character input and output still work. Only
    /// LC_CTYPE: ncurses needs no other category, and loading all twelve costs a start-up
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
    public var size: Size {
        Size(width: Int(getmaxx(cncurses_stdscr())), height: Int(getmaxy(cncurses_stdscr())))
    }

    // MARK: Output

    /// Shows the changed cells and puts the cursor at `cursor` (hidden when nil).
    public func present(_ runs: [CellRun], cursor: Point?, fullRedraw: Bool) {
        if fullRedraw {
            // The runs assume a blank screen: make ncurses' copy blank and clear the real one.
            werase(cncurses_stdscr())
            clearok(cncurses_curscr(), true)
        }
        var characters = [wchar_t](repeating: 0, count: 6)
        // Neighbouring cells mostly share a style: its attributes and colour pair are worked
        // out once for the run of them.
        var lastStyle: Style?
        var attributes = cncurses_a_normal()
        var pair: Int16 = 0
        for run in runs {
            var x = run.x
            for cell in run.cells {
                defer { x += 1 }
                if cell.width == 0 { continue }
                if cell.style != lastStyle {
                    lastStyle = cell.style
                    attributes = self.attributes(cell.style)
                    pair = colorPair(cell.style)
                }
                var text = cell.text
                if asciiOnly, !text.allSatisfy(\.isASCII) {
                    text = ASCIIFallback.text(text, width: Int(cell.width))
                    for (offset, character) in text.enumerated() {
                        var ascii: [wchar_t] = [wchar_t(character.asciiValue ?? 63), 0]
                        _ = cncurses_put_cell(Int32(run.y), Int32(x + offset), &ascii, attributes, pair)
                    }
                    continue
                }
                var count = 0
                for scalar in text.unicodeScalars where count < 5 {
                    characters[count] = wchar_t(bitPattern: scalar.value)
                    count += 1
                }
                if cell.style.strikethrough, count < 5 {
                    // ncurses has no strikethrough attribute (terminfo's smxx is not one it
                    // draws cells with): a combining long stroke overlay strikes the character.
                    characters[count] = 0x336
                    count += 1
                }
                characters[count] = 0
                if count == 2, cell.width == 2, putFlag(text, x: x, y: run.y, attributes: attributes, pair: pair) { continue }
                _ = cncurses_put_cell(Int32(run.y), Int32(x), characters, attributes, pair)
                if cell.width == 2, let first = text.unicodeScalars.first, DisplayWidth.isTextDefaultPictograph(first) {
                    // ncurses counts it one column, as wcwidth does: its second is blanked here,
                    // or ncurses would keep what an earlier frame left there.
                    var blank: [wchar_t] = [32, 0]
                    _ = cncurses_put_cell(Int32(run.y), Int32(x + 1), &blank, attributes, pair)
                }
            }
        }
        if let cursor {
            wmove(cncurses_stdscr(), Int32(cursor.y), Int32(cursor.x))
        }
        setCursorVisible(cursor != nil)
        wnoutrefresh(cncurses_stdscr())
        // ncurses sends the frame in one write (see init); the mode's begin and end sequences
        // go just before and after it.
        if synchronizesFrames { writeControl(SynchronizedOutput.begin) }
        doupdate()
        if !pendingHyperlinks.isEmpty {
            // ncurses drew the cells; the same cells are written again inside the link.
            writeControl(pendingHyperlinks.map { Hyperlinks.sequence(for: $0, sgr: selectGraphicRendition) }.joined())
            pendingHyperlinks = []
        }
        if synchronizesFrames { writeControl(SynchronizedOutput.end) }
    }

    /// Keeps the links to write after the next frame, where the terminal shows hyperlinks.
    public func prepareHyperlinks(_ links: [HyperlinkRun]) {
        if showsHyperlinks { pendingHyperlinks = links }
    }

    /// Puts `text` on the system clipboard with OSC 52, which most terminals honour.
    public func copyToClipboard(_ text: String) { writeControl(Hyperlinks.clipboardSequence(for: text)) }

    private func setCursorVisible(_ visible: Bool) {
        guard cursorVisible != visible else { return }
        cursorVisible = visible
        curs_set(visible ? 1 : 0)
    }

    // MARK: Lifecycle

    /// Leaves curses mode: cursor shown, paste and mouse reporting off, modes restored.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        CrashRestorer.disarm()
        mousemask(0, nil)
        writeControl("\u{1B}[?2004l")
        curs_set(1)
        endwin()
        SignalPipe.uninstall()
    }

    /// Stops the process as the shell's Ctrl-Z would, with the terminal restored meanwhile;
    /// returns after `fg`, in curses mode again, with the whole screen to be redrawn.
    public func suspend() {
        writeControl("\u{1B}[?2004l")
        endwin()
        SignalPipe.stopProcess()
        cursorVisible = nil
        refresh()
        enableInputModes()
    }

    /// Writes a mode switch ncurses does not know (bracketed paste) straight to the terminal.
    private func writeControl(_ sequence: String) {
        cncurses_flush_stdout()
        _ = sequence.utf8CString.withUnsafeBufferPointer { write(outputFD, $0.baseAddress, $0.count - 1) }
    }
}
