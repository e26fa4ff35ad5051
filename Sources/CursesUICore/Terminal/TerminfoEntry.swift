import CNcursesw

#if canImport(Glibc)
    import Glibc
#endif

/// What a terminal type can do, read once from its terminfo entry: the cursor moves, the
/// attributes and colours, the modes entered and left. Plain capabilities are kept as bytes,
/// padding left out; a capability the entry lacks is nil.
struct TerminfoEntry: Sendable {
    /// Why an entry cannot be used.
    enum Failure: Error, Equatable {
        /// terminfo has no entry of that name (or no database at all).
        case unknownType
        /// The entry has no `cup`: no full-screen program can be drawn (`TERM=dumb`).
        case cannotAddressCursor
    }

    /// `cup`, the absolute move every entry used here has.
    let cursorAddress: CapabilityTemplate
    /// `hpa`, `vpa`: to a column or a row, the other one kept.
    let columnAddress, rowAddress: CapabilityTemplate?
    /// `cuf`, `cub`, `cuu`, `cud`: a number of cells right, left, up or down.
    let right, left, up, down: CapabilityTemplate?
    /// `cuf1`, `cub1`, `cuu1`, `cud1`, `cr`, `home`.
    let right1, left1, up1, down1, carriageReturn, home: [UInt8]?
    /// `clear` (or a move home and `ed`): the screen blanked and the cursor home.
    let clear: [UInt8]?
    /// `el`: the rest of the line blanked, the cursor kept.
    let clearToEnd: [UInt8]?
    /// `sgr0`, and the attributes `bold`, `dim`, `smul`, `rev`, `sitm`.
    let exitAttributes: [UInt8]
    /// `sgr`: all attributes set at once (as terminfo holds it, for `tiparm`).
    let setAttributes: [UInt8]?
    let bold, dim, underline, reverse, italic: [UInt8]?
    /// `setaf`, `setab`, and how many colours (`colors`; 0 without them).
    let foreground, background: CapabilityTemplate?
    let colors: Int
    /// `am` (writing the last column wraps), `xenl` (only once the next character comes), and
    /// `rmam`/`smam` (auto margins off and on).
    let autoMargins, eatsNewline: Bool
    let autoMarginsOff, autoMarginsOn: [UInt8]?
    /// `smcup`/`rmcup` (the alternate screen), `civis`/`cnorm`, `smkx`/`rmkx` (keypad mode).
    let enterScreen, exitScreen, hideCursor, showCursor, keypadOn, keypadOff: [UInt8]?
    /// Mouse reports on and off: the extended `XM` capability, or xterm's mode 1000 where the
    /// entry names a mouse key (`kmous`), as ncurses does.
    let mouseOn, mouseOff: [UInt8]?
    /// The extended `Sync` capability (synchronized output).
    let hasSync: Bool
    /// `lines` and `cols`, the size when the terminal cannot tell it.
    let lines, columns: Int

    /// The database is the process's (`setupterm` makes an entry current): one reader at a time.
    static let database = Locked(())

    /// The capabilities read; the string ones the writer and the modes use.
    static let stringNames = [
        "cup", "hpa", "vpa", "cuf", "cub", "cuu", "cud", "cuf1", "cub1", "cuu1", "cud1", "cr", "home", "clear", "ed", "el", "sgr0", "sgr",
        "bold", "dim",
        "smul", "rev", "sitm", "setaf", "setab", "rmam", "smam", "smcup", "rmcup", "civis", "cnorm", "smkx", "rmkx", "XM", "kmous", "Sync",
    ]
    static let flagNames = ["am", "xenl"]
    static let numberNames = ["colors", "lines", "cols"]

    /// The entry of `type`, made the process's current one (`setupterm` on `fd`, which the
    /// key capabilities are later read from). The capabilities are kept in the order of their
    /// names, not in dictionaries keyed by name, whose names were each hashed twice.
    static func load(type: String, fd: Int32) throws(Failure) -> TerminfoEntry {
        let read = database.withLock { _ -> (strings: [[UInt8]?], flags: [Bool], numbers: [Int])? in
            guard !type.isEmpty, cncurses_setupterm(type, fd) == 1 else { return nil }
            let strings = stringNames.map { name in
                cncurses_string_capability(name).map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
            }
            let numbers = numberNames.map { name in
                let value = tigetnum(name)
                return value > 0 ? Int(value) : 0
            }
            return (strings, flagNames.map { tigetflag($0) > 0 }, numbers)
        }
        guard let read else { throw .unknownType }
        // Made outside the lock: a template with parameters is filled in by `tiparm`, under it.
        let entry = TerminfoEntry(
            string: { name in stringNames.firstIndex(of: name).flatMap { read.strings[$0] } },
            flag: { name in flagNames.firstIndex(of: name).map { read.flags[$0] } ?? false },
            number: { name in numberNames.firstIndex(of: name).map { read.numbers[$0] } ?? 0 })
        guard let entry else { throw .cannotAddressCursor }
        return entry
    }

    /// An entry of these capabilities: `strings` as terminfo holds them (padding and all), the
    /// flags it has and its numbers; nil without `cup`.
    init?(strings: [String: [UInt8]], flags: Set<String>, numbers: [String: Int]) {
        self.init(string: { strings[$0] }, flag: flags.contains, number: { numbers[$0] ?? 0 })
    }

    /// An entry of the capabilities these give by name: a string one as terminfo holds it
    /// (padding and all), whether the entry has a flag, a number (0 when it has none); nil
    /// without `cup`.
    private init?(string: (String) -> [UInt8]?, flag: (String) -> Bool, number: (String) -> Int) {
        func plain(_ name: String) -> [UInt8]? { string(name).map(CapabilityTemplate.withoutPadding) }
        func template(_ name: String) -> CapabilityTemplate? { string(name).map(CapabilityTemplate.init) }
        guard let cup = template("cup") else { return nil }
        cursorAddress = cup
        (columnAddress, rowAddress) = (template("hpa"), template("vpa"))
        (right, left, up, down) = (template("cuf"), template("cub"), template("cuu"), template("cud"))
        (right1, left1, up1, down1) = (plain("cuf1"), plain("cub1"), plain("cuu1"), plain("cud1"))
        (carriageReturn, home) = (plain("cr"), plain("home"))
        var homeThenErase: [UInt8] = []
        cup.append(0, 0, to: &homeThenErase)
        clear = plain("clear") ?? plain("ed").map { homeThenErase + $0 }
        exitAttributes = plain("sgr0") ?? []
        (clearToEnd, setAttributes) = (plain("el"), string("sgr"))
        (bold, dim, underline, reverse, italic) = (plain("bold"), plain("dim"), plain("smul"), plain("rev"), plain("sitm"))
        (foreground, background) = (template("setaf"), template("setab"))
        colors = foreground != nil && background != nil ? number("colors") : 0
        autoMargins = flag("am")
        eatsNewline = flag("xenl")
        (autoMarginsOff, autoMarginsOn) = (plain("rmam"), plain("smam"))
        (enterScreen, exitScreen) = (plain("smcup"), plain("rmcup"))
        (hideCursor, showCursor) = (plain("civis"), plain("cnorm"))
        (keypadOn, keypadOff) = (plain("smkx"), plain("rmkx"))
        if let mouse = template("XM") {
            var on: [UInt8] = []
            var off: [UInt8] = []
            mouse.append(1, to: &on)
            mouse.append(0, to: &off)
            (mouseOn, mouseOff) = (on, off)
        } else if string("kmous") != nil {
            (mouseOn, mouseOff) = (Array("\u{1B}[?1000h".utf8), Array("\u{1B}[?1000l".utf8))
        } else {
            (mouseOn, mouseOff) = (nil, nil)
        }
        hasSync = string("Sync") != nil
        (lines, columns) = (number("lines"), number("cols"))
    }
}
