/// Turns raw terminal input (Unicode scalars, plus key codes a backend decoded itself) into
/// ``Key`` values: control characters, Alt- and escape sequences (the common ones and those a
/// terminfo entry names), mouse reports, bracketed paste, and grapheme clusters typed as
/// several scalars. Pure, so it is tested without a terminal.
public struct KeyDecoder: Sendable {
    private var pending: [Unicode.Scalar] = []
    private var pasteBuffer: String.UnicodeScalarView?
    private var decoded: [Key] = []
    /// The terminal's own sequences, without their leading ESC: asked for only when a sequence
    /// is not one of the common ones, so a terminal that sends those never builds the table.
    private var terminalSequences: [String: Key]?
    private var readTerminalSequences: @Sendable () -> [String: Key]

    /// Creates a key decoder.
    public init() { readTerminalSequences = { [:] } }

    /// Creates a key decoder that also knows `sequences`, escape sequences (ESC first) with the
    /// keys they stand for, such as those a terminfo entry names.
    public init(sequences: [String: Key]) { readTerminalSequences = { sequences } }

    /// A key decoder that reads the terminal's own sequences (see ``init(sequences:)``) from
    /// `read` the first time a sequence is not a common one.
    init(sequencesWhenNeeded read: @escaping @Sendable () -> [String: Key]) { readTerminalSequences = read }

    private mutating func terminalKey(for sequence: String) -> Key? {
        if terminalSequences == nil {
            var table: [String: Key] = [:]
            for (sequence, key) in readTerminalSequences() where sequence.unicodeScalars.first == "\u{1B}" {
                table[String(sequence.unicodeScalars.dropFirst())] = key
            }
            terminalSequences = table
        }
        return terminalSequences?[sequence]
    }

    /// True while an ESC may still be the start of a sequence; call ``flush()`` when no more
    /// input came within the escape delay.
    public var isWaitingForMore: Bool { !pending.isEmpty && pasteBuffer == nil }

    /// Feeds one scalar read from the terminal.
    public mutating func feed(_ scalar: Unicode.Scalar) {
        if pasteBuffer != nil { return feedPaste(scalar) }
        if pending.isEmpty {
            if scalar == "\u{1B}" { pending = [scalar] } else { emit(Self.key(for: scalar)) }
            return
        }
        pending.append(scalar)
        resolvePending(final: false)
    }

    /// Feeds a key the backend decoded itself (arrows, function keys, resize, mouse).
    @_disfavoredOverload  // a literal is a scalar of the terminal's input, not a key
    public mutating func feed(_ key: Key) {
        if pasteBuffer != nil, case .character(let character) = key {
            for scalar in character.unicodeScalars { feedPaste(scalar) }
            return
        }
        resolvePending(final: true)
        emit(key)
    }

    /// Ends a lone ESC (or an unknown sequence) after the escape delay.
    public mutating func flush() { resolvePending(final: true) }

    /// The next decoded key, if any.
    public mutating func next() -> Key? { decoded.isEmpty ? nil : decoded.removeFirst() }

    private mutating func emit(_ key: Key?) {
        guard let key else { return }
        // A combining mark or joiner continues the character before it.
        if case .character(let character) = key, let last = decoded.last, case .character(let previous) = last {
            let joined = String(previous) + String(character)
            if joined.count == 1 {
                decoded[decoded.count - 1] = .character(Character(joined))
                return
            }
        }
        decoded.append(key)
    }

    private mutating func resolvePending(final: Bool) {
        guard !pending.isEmpty else { return }
        if pending.count >= 3, pending[1] == "[", pending[2] == "<" || pending[2] == "M" { return resolveMouseReport(final: final) }
        let sequence = Self.text(of: pending.dropFirst())
        if let key = Self.escapeSequences[sequence] {
            pending = []
            emit(key)
        } else if sequence == "[200~" {
            pending = []
            pasteBuffer = String.UnicodeScalarView()
        } else if pending.count == 2, !["[", "O"].contains(pending[1]) {
            let second = pending[1]
            pending = []
            emit(second == "\u{1B}" ? .escape : Self.altKey(for: second))
            if second == "\u{1B}" { pending = [second] }
        } else if final || pending.count > 8 || Self.endsSequence(pending.last!) && pending.count > 2 {
            let unknown = pending
            pending = []
            // A sequence of the terminal's own is its key; another is dropped whole; a lone ESC
            // is the Escape key.
            if unknown.count == 1 {
                emit(.escape)
            } else if let key = terminalKey(for: sequence) {
                emit(key)
            }
        }
    }

    /// A mouse report: `ESC [ < button ; x ; y M` (or `m`, a release) in SGR form, or
    /// `ESC [ M` and three bytes, each 32 more than the button, column and row, in X10 form.
    private mutating func resolveMouseReport(final: Bool) {
        let isSGR = pending[2] == "<"
        let isComplete = isSGR ? pending.count > 3 && (pending.last == "M" || pending.last == "m") : pending.count == 6
        guard isComplete else {
            if final || pending.count > 24 { pending = [] }  // cut short: dropped whole
            return
        }
        let report = pending
        pending = []
        if isSGR {
            let fields = Self.text(of: report[3..<(report.count - 1)]).split(separator: ";").compactMap { Int($0) }
            guard fields.count == 3, report.last == "M" else { return }
            emit(Self.mouseKey(button: fields[0], column: fields[1], row: fields[2]))
        } else {
            let values = report[3...].map { Int($0.value) - 32 }
            emit(Self.mouseKey(button: values[0], column: values[1], row: values[2]))
        }
    }

    /// A press of the first button or a wheel turn, at a 1-based column and row; nil for other
    /// buttons, releases and motion.
    private static func mouseKey(button: Int, column: Int, row: Int) -> Key? {
        let kind: MouseEvent.Kind
        switch button & ~0b1_1100 {  // Shift, Alt and Ctrl held change nothing
        case 0: kind = .press
        case 64: kind = .scrollUp
        case 65: kind = .scrollDown
        default: return nil
        }
        return .mouse(MouseEvent(kind: kind, position: Point(x: column - 1, y: row - 1)))
    }

    private mutating func feedPaste(_ scalar: Unicode.Scalar) {
        pasteBuffer?.append(scalar)
        guard let buffer = pasteBuffer else { return }
        let text = String(buffer)
        if text.hasSuffix("\u{1B}[201~") {
            pasteBuffer = nil
            emit(.paste(String(text.dropLast(6))))
        }
    }

    private static func endsSequence(_ scalar: Unicode.Scalar) -> Bool {
        (0x40...0x7E).contains(scalar.value) && scalar != "[" && scalar != "O"
    }

    /// The key for a single scalar outside any sequence.
    static func key(for scalar: Unicode.Scalar) -> Key? {
        switch scalar.value {
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x08, 0x7F: return .backspace
        case 0x1B: return .escape
        case 0x00: return .control(" ")
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(scalar.value + 0x60)!))
        case 0x1C...0x1F, 0x80...0x9F: return nil
        default: return .character(Character(scalar))
        }
    }

    /// The scalars as a string, one by one: the generic `String.UnicodeScalarView(_:)` of a slice
    /// had the runtime look its types up by name the first time, 230,000 instructions on the
    /// first arrow key.
    private static func text(of scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = ""
        for scalar in scalars { text.unicodeScalars.append(scalar) }
        return text
    }

    private static func altKey(for scalar: Unicode.Scalar) -> Key? {
        if scalar.value == 0x7F { return .alt("\u{7F}") }
        if scalar.value == 0x0D || scalar.value == 0x0A { return .alt("\n") }  // Alt-Enter: a newline in a multi-line field
        guard case .character(let character)? = key(for: scalar) else { return key(for: scalar) }
        return .alt(character)
    }

    private static let escapeSequences: [String: Key] = [
        "[A": .up, "[B": .down, "[C": .right, "[D": .left, "OA": .up, "OB": .down, "OC": .right, "OD": .left,
        "[H": .home, "[F": .end, "OH": .home, "OF": .end, "[1~": .home, "[4~": .end, "[7~": .home, "[8~": .end,
        "[2~": .insert, "[3~": .delete, "[5~": .pageUp, "[6~": .pageDown, "[Z": .backTab,
        "[1;5A": .controlUp, "[1;5B": .controlDown, "[1;5C": .controlRight, "[1;5D": .controlLeft,
        "[1;3C": .alt("f"), "[1;3D": .alt("b"), "[1;3A": .altUp, "[1;3B": .altDown, "OP": .function(1), "OQ": .function(2),
        "OR": .function(3),
        "OS": .function(4), "[11~": .function(1), "[12~": .function(2), "[13~": .function(3), "[14~": .function(4),
        "[15~": .function(5), "[17~": .function(6), "[18~": .function(7), "[19~": .function(8),
        "[20~": .function(9), "[21~": .function(10), "[23~": .function(11), "[24~": .function(12),
    ]
}
