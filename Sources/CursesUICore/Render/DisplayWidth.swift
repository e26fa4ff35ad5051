/// How many terminal columns text takes: CJK and emoji two, combining marks none.
///
/// The table follows Unicode's East Asian Width (Wide and Fullwidth) plus emoji presentation,
/// which is what glibc's `wcwidth` and ncurses use; it is our own so that layout does not depend
/// on the process locale (tests run in the C locale). Beyond `wcwidth`, a pictograph from the
/// emoji blocks that defaults to text presentation (🗑, 🖌, 🌡) takes two columns too: terminals
/// draw it as a colour emoji two cells wide, so a second column is kept clear for it.
public enum DisplayWidth {
    /// The columns one grapheme cluster takes on screen: 0, 1 or 2. A control character counts
    /// as the one-column replacement `TextSanitizer` draws for it.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if TextSanitizer.isUnsafe(first) { return 1 }  // drawn as a one-column replacement
        if first.value < 0x7F { return 1 }
        var width = of(first)
        if width == 1, scalars.contains(where: { $0.value == 0xFE0F }), first.properties.isEmoji {
            width = 2  // text-default emoji with VS16 asks for emoji presentation
        }
        return width
    }

    /// The columns a string takes, summed over its grapheme clusters.
    public static func of(_ string: some StringProtocol) -> Int {
        if isPrintableASCII(string) { return string.utf8.count }
        var total = 0
        forEachPiece(of: string) { piece in
            switch piece {
            case .scalar(let scalar): total += of(scalar)
            case .clusters(let range): for character in string[range] { total += of(character) }
            }
            return true
        }
        return total
    }

    /// True for a printable scalar that is a grapheme cluster of its own in any text and that
    /// no following scalar widens (Latin letters, punctuation, arrows, box drawing, geometric
    /// shapes): text made of these is measured and drawn scalar by scalar, without breaking it
    /// into clusters, and needs no sanitising. Anything else (controls, combining marks, emoji,
    /// joiners) goes by cluster, with the scalars beside it (see `forEachPiece`).
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x300, 0x2010..<0x2028, 0x2030..<0x205F, 0x20A0..<0x20C1, 0x2190..<0x2300, 0x2500..<0x2600: true
        default: false
        }
    }

    /// True when every character is a printable ASCII one, a column each: most text, measured
    /// byte by byte instead of grapheme by grapheme.
    public static func isPrintableASCII(_ string: some StringProtocol) -> Bool {
        string.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The columns one scalar takes on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if standsAlone(scalar) { return ofStandingAlone(value) }
        return byProperties(scalar)
    }

    /// The columns of a scalar that stands alone, known without looking up its Unicode
    /// properties (a bar of `█` asked them cell by cell): one, but for the two squares that
    /// are emoji by default. `byProperties` gives the same for every one of them (tested).
    private static func ofStandingAlone(_ value: UInt32) -> Int { value == 0x25FD || value == 0x25FE ? 2 : 1 }  // ◽ ◾

    /// The columns of a scalar from U+00A0 on, from its general category, East Asian width and
    /// emoji properties.
    static func byProperties(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return 0
        case .format: return value == 0xAD ? 1 : 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels, final consonants
        if isWide(value) || scalar.properties.isEmojiPresentation || isTextDefaultPictograph(scalar) { return 2 }
        return 1
    }

    /// True for an emoji from the pictograph blocks (U+1F300 to U+1FAFF) that defaults to text
    /// presentation, such as 🗑 and 🖌: `wcwidth` gives it one column, so a terminal moves the
    /// cursor one column past it, while the glyph it draws is two cells wide.
    public static func isTextDefaultPictograph(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F300...0x1FAFF).contains(scalar.value) && scalar.properties.isEmoji && !scalar.properties.isEmojiPresentation
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
        0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F202, 0x1F210...0x1F23B,
        0x1F240...0x1F248, 0x1F250...0x1F251, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound { high = middle - 1 } else if value > range.upperBound { low = middle + 1 } else { return true }
        }
        return false
    }
}
