/// Reads the inline Markdown SwiftUI reads in a string literal: `**strong**` and `__strong__`
/// (bold), `*emphasis*` and `_emphasis_` (italic), `~~strikethrough~~`, `` `code` `` (shown
/// as it is: a terminal's font is monospaced already), `[links](https://…)`, `\` escapes and
/// `^[3 word](inflect: true)` (English plurals). Anything that does not close is shown as typed.
enum Markdown {
    /// Stands for an interpolated ``Text`` while the literal around it is read.
    static let placeholder: Character = "\u{FFFC}"

    /// True when `string` has a character Markdown could give a meaning to.
    static func needsParsing(_ string: String) -> Bool {
        string.utf8.contains { byte in
            byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~")
                || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "\\")
        }
    }

    /// `string` with every character Markdown reads escaped, to be shown as it is.
    static func escaped(_ string: String) -> String {
        guard string.utf8.contains(where: { isSpecial($0) }) else { return string }
        var result = ""
        for character in string {
            if let ascii = character.asciiValue, isSpecial(ascii) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A switch, not a search of a string of them: that walked a `UTF8View` for every byte of
    /// every interpolated value (`Text("name=\(name)")` on every key).
    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"), UInt8(ascii: "^"):
            true
        default: false
        }
    }

    /// The text `source` shows, its placeholders replaced by `arguments` in order.
    static func text(_ source: String, arguments: [Text]) -> Text {
        var parser = Parser(Array(source))
        let pieces = parser.parse(from: 0, to: parser.characters.count, closer: nil, attributes: .none)?.pieces ?? []
        var runs: [TextRun] = []
        for piece in pieces where !piece.string.isEmpty {
            if let last = runs.last, last.attributes == piece.attributes, case .string(let string) = last.content {
                runs[runs.count - 1].content = .string(string + piece.string)
            } else {
                runs.append(TextRun(content: .string(piece.string), attributes: piece.attributes))
            }
        }
        return substitute(runs, arguments)
    }

    /// `runs` with each placeholder replaced by the next of `arguments`, which keeps its own
    /// style over the run's.
    static func substitute(_ runs: [TextRun], _ arguments: [Text]) -> Text {
        guard !arguments.isEmpty else {
            if runs.count == 1, case .string(let string) = runs[0].content {
                return Text(storage: runs[0].attributes.isEmpty ? .verbatim(string) : .styled(string, runs[0].attributes))
            }
            return Text(storage: .runs(runs))
        }
        var result: [TextRun] = []
        var next = 0
        for run in runs {
            guard case .string(let string) = run.content, string.contains(placeholder) else {
                result.append(run)
                continue
            }
            for (index, part) in string.split(separator: placeholder, omittingEmptySubsequences: false).enumerated() {
                if index > 0, next < arguments.count {
                    result += arguments[next].runs.map { TextRun(content: $0.content, attributes: $0.attributes.over(run.attributes)) }
                    next += 1
                }
                if !part.isEmpty { result.append(TextRun(content: .string(String(part)), attributes: run.attributes)) }
            }
        }
        return Text(storage: .runs(result))
    }

    /// A piece of read Markdown: characters and their style.
    struct Piece {
        var string: String
        var attributes: TextAttributes
    }

    struct Parser {
        let characters: [Character]
        /// Openings already found to have no closer: (position, delimiter) pairs, so that text
        /// full of unclosed delimiters is read in quadratic time, not exponential.
        private var unclosed: Set<Int> = []

        init(_ characters: [Character]) { self.characters = characters }

        /// Reads `from..<end` up to `closer` (a delimiter character and count), or to `end`
        /// when there is none; nil when the closer does not come.
        mutating func parse(
            from start: Int, to end: Int, closer: (character: Character, count: Int)?, attributes: TextAttributes
        ) -> (pieces: [Piece], next: Int)? {
            var pieces: [Piece] = []
            var buffer = ""
            func flush() {
                if !buffer.isEmpty { pieces.append(Piece(string: buffer, attributes: attributes)) }
                buffer = ""
            }
            var index = start
            while index < end {
                let character = characters[index]
                switch character {
                case "\\" where index + 1 < end && characters[index + 1].isASCII && characters[index + 1].isPunctuationOrSymbol:
                    buffer.append(characters[index + 1])
                    index += 2
                    continue
                case "*", "_", "~":
                    let length = runLength(at: index, end: end)
                    if let closer, closer.character == character, length >= closer.count, canClose(at: index, length: length, end: end) {
                        flush()
                        return (pieces, index + closer.count)
                    }
                    let count = min(length, 2)
                    let key = index * 8 + count * 3 + (character == "*" ? 0 : character == "_" ? 1 : 2)
                    if canOpen(at: index, length: length, end: end), !unclosed.contains(key) {
                        var inner = attributes
                        if character == "~" {
                            inner.strikethrough = true
                        } else if count == 2 {
                            inner.bold = true
                        } else {
                            inner.italic = true
                        }
                        if let found = parse(from: index + count, to: end, closer: (character, count), attributes: inner) {
                            flush()
                            pieces += found.pieces
                            index = found.next
                            continue
                        }
                        unclosed.insert(key)
                    }
                    buffer += String(repeating: character, count: count)
                    index += count
                    continue
                case "`":
                    let length = runLength(at: index, end: end)
                    if let close = codeClose(after: index + length, length: length, end: end) {
                        flush()
                        var code = ""
                        var position = index + length
                        while position < close {
                            if characters[position] == "\\", position + 1 < close, characters[position + 1].isPunctuationOrSymbol {
                                position += 1
                            }
                            code.append(characters[position])
                            position += 1
                        }
                        pieces.append(Piece(string: code, attributes: attributes))
                        index = close + length
                        continue
                    }
                    buffer += String(repeating: "`", count: length)
                    index += length
                    continue
                case "[", "^":
                    let open = character == "^" ? index + 1 : index
                    if open < end, characters[open] == "[", let link = linkParts(openingAt: open, end: end) {
                        flush()
                        var inner = attributes
                        let target = String(characters[link.target])
                        let inflects = character == "^"
                        if inflects {
                            // `^[…](inflect: true)`: grammar agreement, not a link.
                        } else {
                            inner.link = target
                        }
                        var found = parse(from: open + 1, to: link.textEnd, closer: nil, attributes: inner)?.pieces ?? []
                        if inflects, target.replacingSpaces().contains("inflect:true") { found = Inflection.apply(to: found) }
                        pieces += found
                        index = link.target.upperBound + 1
                        continue
                    }
                default: break
                }
                buffer.append(character)
                index += 1
            }
            if closer != nil { return nil }
            flush()
            return (pieces, index)
        }

        private func runLength(at index: Int, end: Int) -> Int {
            var next = index
            while next < end, characters[next] == characters[index] { next += 1 }
            return next - index
        }

        private func isSpace(_ index: Int) -> Bool {
            index < 0 || index >= characters.count || characters[index].isWhitespace
        }

        private func isWordCharacter(_ index: Int) -> Bool {
            index >= 0 && index < characters.count && (characters[index].isLetter || characters[index].isNumber)
        }

        private func canOpen(at index: Int, length: Int, end: Int) -> Bool {
            let after = index + length
            guard after < end, !isSpace(after) else { return false }
            return characters[index] != "_" || !isWordCharacter(index - 1)
        }

        private func canClose(at index: Int, length: Int, end: Int) -> Bool {
            guard index > 0, !isSpace(index - 1) else { return false }
            return characters[index] != "_" || !isWordCharacter(index + length)
        }

        /// Where the backtick run of `length` that closes a code span starts, if one does.
        private func codeClose(after start: Int, length: Int, end: Int) -> Int? {
            var index = start
            while index < end {
                if characters[index] == "`" {
                    let run = runLength(at: index, end: end)
                    if run == length { return index }
                    index += run
                } else {
                    index += 1
                }
            }
            return nil
        }

        /// For `[text](target)` opening at `open`: where the text ends and the target's range.
        private func linkParts(openingAt open: Int, end: Int) -> (textEnd: Int, target: Range<Int>)? {
            var depth = 0
            var index = open
            while index < end {
                switch characters[index] {
                case "\\": index += 1
                case "[": depth += 1
                case "]":
                    depth -= 1
                    if depth == 0 {
                        guard index + 1 < end, characters[index + 1] == "(" else { return nil }
                        guard let close = characters[(index + 2)..<end].firstIndex(of: ")") else { return nil }
                        return (index, (index + 2)..<close)
                    }
                default: break
                }
                index += 1
            }
            return nil
        }
    }
}

extension Character {
    fileprivate var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
}

extension String {
    fileprivate func replacingSpaces() -> String { filter { $0 != " " } }
}

/// English grammar agreement for `^[…](inflect: true)`: a noun after a number other than one
/// takes its plural ("1 word", "3 words").
enum Inflection {
    static func apply(to pieces: [Markdown.Piece]) -> [Markdown.Piece] {
        let whole = pieces.map(\.string).joined()
        guard let count = firstNumber(in: whole), count != 1 else { return pieces }
        var pieces = pieces
        for index in pieces.indices.reversed() {
            if let plural = pluralizingLastWord(pieces[index].string) {
                pieces[index].string = plural
                break
            }
        }
        return pieces
    }

    private static func firstNumber(in string: String) -> Double? {
        let digits = string.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." || $0 == "," }
        return Double(digits.filter { $0 != "," })
    }

    private static func pluralizingLastWord(_ string: String) -> String? {
        guard let last = string.lastIndex(where: { $0.isLetter }) else { return nil }
        let word = string[..<string.index(after: last)].reversed().prefix { $0.isLetter }
        let lower = String(word.reversed()).lowercased()
        guard !lower.isEmpty else { return nil }
        let end = string.index(after: last)
        var result = String(string[..<end])
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
            result += "es"
        } else if lower.hasSuffix("y"), lower.count > 1, !"aeiou".contains(lower[lower.index(lower.endIndex, offsetBy: -2)]) {
            result.removeLast()
            result += "ies"
        } else {
            result += "s"
        }
        return result + string[end...]
    }
}
