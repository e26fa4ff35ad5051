/// The text of a field and its caret, with the edits readline users expect. A value type, so
/// every edit is testable without a terminal.
///
/// Positions count grapheme clusters: one step of Left moves over "é" or "中" or "👍🏽" whole.
public struct TextEditingState: Equatable, Sendable {
    /// The text as grapheme clusters, the unit the caret moves by.
    public private(set) var characters: [Character] { didSet { text = Self.joined(characters[...]) } }
    /// The caret's position: the number of characters before it.
    public private(set) var caret: Int

    /// Editing `text` with the caret at `caret` (nil: at the end).
    public init(text: String = "", caret: Int? = nil) {
        characters = Array(text)
        self.text = text
        self.caret = min(max(0, caret ?? characters.count), characters.count)
    }

    /// The text being edited, kept with its characters: a field compares it on every key.
    public private(set) var text: String

    /// The characters as one string, appended one by one: `String(_:)` of a sequence is the
    /// standard library's unspecialised generic, which asks the runtime for conformances.
    private static func joined(_ characters: ArraySlice<Character>) -> String {
        var string = ""
        for character in characters { string.append(character) }
        return string
    }

    /// Inserts text at the caret, dropping control characters and whatever would exceed
    /// `limit` characters. Returns false when nothing could be inserted.
    @discardableResult
    public mutating func insert(_ string: String, limit: Int? = nil) -> Bool {
        var incoming = TextSanitizer.strip(string.replacingNewlines())
        if let limit { incoming = String(incoming.prefix(max(0, limit - characters.count))) }
        guard !incoming.isEmpty else { return false }
        // Rebuilt from the whole string: a combining mark typed after "e" joins it into "é".
        let before = Self.joined(characters[..<caret]) + incoming
        characters = Array(before + Self.joined(characters[caret...]))
        caret = min(before.count, characters.count)
        if let limit, characters.count > limit {
            characters = Array(characters.prefix(limit))
            caret = min(caret, limit)
        }
        return true
    }

    /// Deletes the character before the caret (Backspace).
    public mutating func deleteBackward() {
        guard caret > 0 else { return }
        characters.remove(at: caret - 1)
        caret -= 1
    }

    /// Deletes the character at the caret (Delete).
    public mutating func deleteForward() {
        guard caret < characters.count else { return }
        characters.remove(at: caret)
    }

    /// Moves the caret one character left.
    public mutating func moveLeft() { caret = max(0, caret - 1) }
    /// Moves the caret one character right.
    public mutating func moveRight() { caret = min(characters.count, caret + 1) }
    /// Moves the caret before the first character (Home, Ctrl-A).
    public mutating func moveToStart() { caret = 0 }
    /// Moves the caret after the last character (End, Ctrl-E).
    public mutating func moveToEnd() { caret = characters.count }

    /// Moves to the start of the word before the caret (Ctrl-Left, Alt-b).
    public mutating func moveWordLeft() { caret = wordStart(before: caret) }

    /// Moves to the end of the word after the caret (Ctrl-Right, Alt-f).
    public mutating func moveWordRight() {
        var index = caret
        while index < characters.count, !characters[index].isWordCharacter { index += 1 }
        while index < characters.count, characters[index].isWordCharacter { index += 1 }
        caret = index
    }

    /// Deletes the word before the caret and the spaces after it (Ctrl-W).
    public mutating func deleteWordBackward() {
        let start = wordStart(before: caret)
        characters.removeSubrange(start..<caret)
        caret = start
    }

    /// Deletes from the start of the line to the caret (Ctrl-U).
    public mutating func deleteToStart() {
        characters.removeSubrange(0..<caret)
        caret = 0
    }

    /// Deletes from the caret to the end of the line (Ctrl-K).
    public mutating func deleteToEnd() { characters.removeSubrange(caret...) }

    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0, !characters[index - 1].isWordCharacter { index -= 1 }
        while index > 0, characters[index - 1].isWordCharacter { index -= 1 }
        return index
    }

    /// Applies an editing or caret key. Returns false for keys that are not editing keys.
    public mutating func apply(_ key: Key, limit: Int? = nil) -> Bool {
        switch key {
        case .character(let character): insert(String(character), limit: limit)
        case .paste(let text): insert(text, limit: limit)
        case .backspace, .control("h"): deleteBackward()
        case .delete, .control("d"): deleteForward()
        case .left, .control("b"): moveLeft()
        case .right, .control("f"): moveRight()
        case .home, .control("a"): moveToStart()
        case .end, .control("e"): moveToEnd()
        case .controlLeft, .alt("b"): moveWordLeft()
        case .controlRight, .alt("f"): moveWordRight()
        case .control("w"), .alt("\u{7F}"): deleteWordBackward()
        case .control("u"): deleteToStart()
        case .control("k"): deleteToEnd()
        default: return false
        }
        return true
    }

    /// The part of the text to show in a field `width` columns wide, scrolled horizontally so
    /// the caret stays visible. `firstVisible` is the scroll position, kept between frames.
    public func visibleText(width: Int, firstVisible: inout Int) -> (text: String, caretColumn: Int) {
        guard width > 0 else { return ("", 0) }
        firstVisible = min(firstVisible, caret)
        while firstVisible < caret, columns(firstVisible..<caret) + 1 > width { firstVisible += 1 }
        var shown = ""
        var used = 0
        for character in characters[firstVisible...] {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width { break }
            shown.append(character)
            used += characterWidth
        }
        return (shown, columns(firstVisible..<caret))
    }

    private func columns(_ range: Range<Int>) -> Int {
        characters[range].reduce(0) { $0 + DisplayWidth.of($1) }
    }
}

extension Character {
    fileprivate var isWordCharacter: Bool { !isWhitespace && !isPunctuation && !isSymbol }
}

extension String {
    /// Pasted newlines and tabs become spaces: a field holds one line.
    fileprivate func replacingNewlines() -> String {
        guard contains(where: { $0.isNewline || $0 == "\t" }) else { return self }
        return String(map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}
