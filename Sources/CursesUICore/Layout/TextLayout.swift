/// Breaks text into lines that fit a width: at spaces where it can, anywhere in a word that is
/// wider than the line (CJK text has no spaces and breaks between characters).
enum TextLayout {
    static func lines(_ text: String, width: Int) -> [Substring] {
        var result: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if DisplayWidth.isPrintableASCII(paragraph) {
                wrapASCII(paragraph, width: max(1, width), into: &result)
            } else {
                wrap(paragraph, width: max(1, width), into: &result)
            }
        }
        return result
    }

    /// Breaks a paragraph grapheme by grapheme, for text that is not all printable ASCII.
    static func wrap(_ paragraph: Substring, width: Int, into result: inout [Substring]) {
        var start = paragraph.startIndex
        while true {
            var end = start
            var used = 0
            var afterLastSpace: String.Index?
            while end < paragraph.endIndex {
                let characterWidth = DisplayWidth.of(paragraph[end])
                if used + characterWidth > width { break }
                used += characterWidth
                if paragraph[end] == " " { afterLastSpace = paragraph.index(after: end) }
                end = paragraph.index(after: end)
            }
            if end == paragraph.endIndex {
                result.append(paragraph[start...])
                return
            }
            if end == start {
                end = paragraph.index(after: start)  // a character wider than the whole line
            } else if let afterLastSpace, paragraph[end] != " " {
                end = afterLastSpace
            }
            result.append(paragraph[start..<end].trimmingTrailingSpaces())
            start = end
            while start < paragraph.endIndex, paragraph[start] == " " { start = paragraph.index(after: start) }
            if start == paragraph.endIndex { return }
        }
    }
}

extension TextLayout {
    /// `wrap` for printable ASCII, where a byte is a character one column wide: the same
    /// breaks, found on the UTF-8 view.
    static func wrapASCII(_ paragraph: Substring, width: Int, into result: inout [Substring]) {
        let bytes = paragraph.utf8
        let space = UInt8(ascii: " ")
        var start = bytes.startIndex
        while true {
            guard bytes.distance(from: start, to: bytes.endIndex) > width else {
                result.append(paragraph[start...])
                return
            }
            var end = bytes.index(start, offsetBy: width)
            if bytes[end] != space, let lastSpace = bytes[start..<end].lastIndex(of: space) {
                end = bytes.index(after: lastSpace)
            }
            result.append(paragraph[start..<end].trimmingTrailingSpaces())
            start = end
            while start < bytes.endIndex, bytes[start] == space { start = bytes.index(after: start) }
            if start == bytes.endIndex { return }
        }
    }
}

extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}

extension TextLayout {
    /// The longest start of `text` that fits in `width` columns (wide characters count two).
    static func prefix(_ text: String, width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(String(character))
            guard used + characterWidth <= width else { break }
            result.append(character)
            used += characterWidth
        }
        return result
    }
}
