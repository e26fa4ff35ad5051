/// The text of a multi-line editor and its caret, with the edits keys make: the text wraps at
/// spaces into rows of a width (a word longer than a row breaks inside it), and ↑/↓ move
/// between rows keeping the column, counted in terminal columns so wide characters line up.
struct MultilineEditingState: Equatable {
    private(set) var characters: [Character]
    private(set) var caret: Int
    /// The column ↑/↓ aim for, kept while they pass rows shorter than it.
    private var goalColumn: Int?

    /// One row on screen: the characters from `start` up to `end` (a newline at `end` is not
    /// part of it).
    struct Row: Equatable {
        var start: Int
        var end: Int
        /// True when the row ends its paragraph (at a newline or the end of the text).
        var endsParagraph: Bool
    }

    init(text: String, caret: Int? = nil) {
        characters = Array(text)
        self.caret = min(caret ?? characters.count, characters.count)
    }

    var text: String { String(characters) }

    /// The rows of the text in `width` columns; an empty text is one empty row.
    func rows(width: Int) -> [Row] {
        let width = max(1, width)
        var rows: [Row] = []
        var paragraphStart = 0
        while true {
            let paragraphEnd = characters[paragraphStart...].firstIndex(of: "\n") ?? characters.count
            wrap(paragraphStart..<paragraphEnd, width: width, into: &rows)
            guard paragraphEnd < characters.count else { break }
            paragraphStart = paragraphEnd + 1
        }
        return rows
    }

    private func wrap(_ paragraph: Range<Int>, width: Int, into rows: inout [Row]) {
        var start = paragraph.lowerBound
        while true {
            var end = start
            var used = 0
            while end < paragraph.upperBound {
                let next = DisplayWidth.of(characters[end])
                if used + next > width { break }
                used += next
                end += 1
            }
            if end == paragraph.upperBound {
                rows.append(Row(start: start, end: end, endsParagraph: true))
                return
            }
            if end == start { end = start + 1 }  // a character wider than the row
            if characters[end] == " " {
                end += 1  // a space at the break hangs past the row's end
            } else if let space = characters[start..<end].lastIndex(of: " ") {
                end = space + 1  // break after the last space in the row
            }
            rows.append(Row(start: start, end: end, endsParagraph: false))
            start = end
        }
    }

    /// The row the caret is on: a caret at the end of a wrapped row shows at the start of the next.
    func caretRow(in rows: [Row]) -> Int {
        rows.firstIndex { caret >= $0.start && (caret < $0.end || (caret == $0.end && $0.endsParagraph)) } ?? max(0, rows.count - 1)
    }

    /// Columns from the start of the caret's row to the caret.
    func caretColumn(in rows: [Row]) -> Int {
        guard !rows.isEmpty else { return 0 }
        return columns(rows[caretRow(in: rows)].start..<caret)
    }

    func columns(_ range: Range<Int>) -> Int {
        characters[range].reduce(0) { $0 + DisplayWidth.of($1) }
    }

    /// Applies an editing or moving key; false for a key it does not edit with.
    mutating func apply(_ key: Key, width: Int, pageRows: Int, limit: Int?) -> Bool {
        let rows = rows(width: width)
        var keepsGoal = false
        switch key {
        case .character(let character): insert(String(character), limit: limit)
        case .paste(let text): insert(text, limit: limit)
        case .alt("\n"): insert("\n", limit: limit)
        case .backspace, .control("h"):
            if caret > 0 {
                characters.remove(at: caret - 1)
                caret -= 1
            }
        case .delete, .control("d"):
            if caret < characters.count { characters.remove(at: caret) }
        case .left, .control("b"): caret = max(0, caret - 1)
        case .right, .control("f"): caret = min(characters.count, caret + 1)
        case .up, .control("p"):
            keepsGoal = true
            moveRows(by: -1, rows: rows)
        case .down, .control("n"):
            keepsGoal = true
            moveRows(by: 1, rows: rows)
        case .pageUp:
            keepsGoal = true
            moveRows(by: -max(1, pageRows - 1), rows: rows)
        case .pageDown:
            keepsGoal = true
            moveRows(by: max(1, pageRows - 1), rows: rows)
        case .home, .control("a"): caret = rows[caretRow(in: rows)].start
        case .end, .control("e"): caret = lastCaret(in: rows[caretRow(in: rows)])
        case .controlLeft, .alt("b"): caret = wordStart(before: caret)
        case .controlRight, .alt("f"): caret = wordEnd(after: caret)
        case .control("w"), .alt("\u{7F}"):
            let start = wordStart(before: caret)
            characters.removeSubrange(start..<caret)
            caret = start
        case .control("u"):
            let start = characters[..<caret].lastIndex(of: "\n").map { $0 + 1 } ?? 0
            characters.removeSubrange(start..<caret)
            caret = start
        case .control("k"):
            let end = characters[caret...].firstIndex(of: "\n") ?? characters.count
            characters.removeSubrange(caret..<(end == caret && end < characters.count ? end + 1 : end))
        default: return false
        }
        if !keepsGoal { goalColumn = nil }
        return true
    }

    private mutating func insert(_ string: String, limit: Int?) {
        // Every kind of line break becomes "\n" and tabs spaces; the rest is sanitised.
        let normalized = String(string.map { $0.isNewline ? "\n" : $0 == "\t" ? " " : $0 })
        var added = normalized.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in Array(TextSanitizer.strip(String(line))) }
            .joined(separator: ["\n"])
            .map { $0 }
        if let limit { added = Array(added.prefix(max(0, limit - characters.count))) }
        characters.insert(contentsOf: added, at: caret)
        caret += added.count
    }

    /// The last place the caret can be on a row: its end, or before its last character when
    /// the row is wrapped (the end is the next row's start).
    private func lastCaret(in row: Row) -> Int {
        row.endsParagraph || row.end == row.start ? row.end : row.end - 1
    }

    private mutating func moveRows(by offset: Int, rows: [Row]) {
        let current = caretRow(in: rows)
        let goal = goalColumn ?? caretColumn(in: rows)
        goalColumn = goal
        let target = min(max(0, current + offset), rows.count - 1)
        guard target != current else {
            caret = offset < 0 ? 0 : characters.count
            return
        }
        let row = rows[target]
        var index = row.start
        var used = 0
        while index < lastCaret(in: row) {
            let next = DisplayWidth.of(characters[index])
            if used + next > goal { break }
            used += next
            index += 1
        }
        caret = index
    }

    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0, !characters[index - 1].isLetter && !characters[index - 1].isNumber { index -= 1 }
        while index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { index -= 1 }
        return index
    }

    private func wordEnd(after position: Int) -> Int {
        var index = position
        while index < characters.count, !characters[index].isLetter && !characters[index].isNumber { index += 1 }
        while index < characters.count, characters[index].isLetter || characters[index].isNumber { index += 1 }
        return index
    }
}
