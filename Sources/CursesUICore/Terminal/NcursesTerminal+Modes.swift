#if canImport(Glibc)
    import Glibc
#endif

/// The terminal's modes, set and given back here: raw input (termios), the alternate screen,
/// keypad mode, mouse reports and bracketed paste, and the window's size.
extension NcursesTerminal {
    /// Raw input without echo or CR/NL translation either way (what ncurses' `raw`, `noecho`
    /// and `nonl` set), then the alternate screen, keypad mode (arrows as the terminfo entry
    /// names them), mouse reports and bracketed paste on. At the start and after a stop.
    func enter() {
        var modes = originalModes
        modes.c_lflag &= ~tcflag_t(ICANON | ISIG | IEXTEN | ECHO | ECHONL)
        modes.c_iflag &= ~tcflag_t(IXON | BRKINT | PARMRK | ICRNL | INLCR | IGNCR)
        modes.c_oflag &= ~tcflag_t(ONLCR)
        withUnsafeMutableBytes(of: &modes.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        tcsetattr(outputFD, TCSADRAIN, &modes)
        let entry = writer.entry
        var bytes = (entry.enterScreen ?? []) + (entry.keypadOn ?? []) + (entry.mouseOn ?? [])
        bytes += Array(Self.pasteOn.utf8)
        bytes.withUnsafeBytes { writeAll($0) }
        // What the terminal shows and how is unknown until the first frame, a full redraw.
        writer.invalidate()
    }

    /// Gives the terminal back as `endwin` did: mouse reports and paste off, attributes reset,
    /// the cursor shown at the start of the last line, the alternate screen and keypad mode
    /// left, the modes from before the program.
    func leave() {
        let entry = writer.entry
        var bytes = (entry.mouseOff ?? []) + Array(Self.pasteOff.utf8) + entry.exitAttributes
        if writer.cursorVisible != true { bytes += entry.showCursor ?? [] }
        entry.cursorAddress.append(max(0, writer.size.height - 1), 0, to: &bytes)
        bytes += (entry.exitScreen ?? []) + (entry.carriageReturn ?? []) + (entry.keypadOff ?? [])
        bytes.withUnsafeBytes { writeAll($0) }
        tcsetattr(outputFD, TCSADRAIN, &originalModes)
        writer.invalidate()
    }

    /// Bracketed paste on and off (DEC private mode 2004), which terminfo does not name.
    static let pasteOn = "\u{1B}[?2004h"
    static let pasteOff = "\u{1B}[?2004l"

    /// The window's size in cells (`TIOCGWINSZ`); where `LINES` and `COLUMNS` are set they win
    /// at the start, as with ncurses, and where the terminal cannot tell, the entry's `lines`
    /// and `cols` (or 24 by 80) are used.
    func windowSize(readingEnvironment: Bool) -> Size {
        var size = writer.size
        var window = winsize()
        if ioctl(outputFD, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 {
            size = Size(width: Int(window.ws_col), height: Int(window.ws_row))
        } else if readingEnvironment {
            let entry = writer.entry
            size = Size(width: entry.columns > 0 ? entry.columns : 80, height: entry.lines > 0 ? entry.lines : 24)
        }
        guard readingEnvironment else { return size }
        if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns > 0 { size.width = columns }
        if let lines = getenv("LINES").flatMap({ Int(String(cString: $0)) }), lines > 0 { size.height = lines }
        return size
    }
}
