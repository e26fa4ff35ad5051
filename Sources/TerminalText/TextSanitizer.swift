/// Makes any string safe to put on a terminal: nothing in it can become a control sequence.
///
/// C0 controls, DEL, C1 controls and the Unicode bidi and format controls that can reorder or
/// hide text are replaced by a visible stand-in (C0 and DEL by their Control Pictures, ␛ for
/// ESC; the rest by U+FFFD), so a stored name such as `"\u{1B}[2J"` shows as `␛[2J`.
public enum TextSanitizer {
    /// True when the scalar must never reach the terminal as it is.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0xFFF9...0xFFFB: true  // interlinear annotation controls
        default: false
        }
    }

    /// The visible stand-in for an unsafe scalar.
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)!
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }

    /// The string with every unsafe scalar replaced; returns the input unchanged (no copy) when
    /// it is already safe, which is the common case.
    public static func sanitize(_ string: String) -> String {
        guard string.unicodeScalars.contains(where: isUnsafe) else { return string }
        var result = String.UnicodeScalarView()
        for scalar in string.unicodeScalars {
            result.append(isUnsafe(scalar) ? replacement(for: scalar) : scalar)
        }
        return String(result)
    }

    /// The string with every unsafe scalar removed: what input fields keep of typed or pasted text.
    public static func strip(_ string: String) -> String {
        guard string.unicodeScalars.contains(where: isUnsafe) else { return string }
        return String(String.UnicodeScalarView(string.unicodeScalars.filter { !isUnsafe($0) }))
    }
}
