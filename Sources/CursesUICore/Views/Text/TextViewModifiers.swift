extension View {
    /// Lines up the lines of wrapped text inside: leading, centred or trailing, as SwiftUI's
    /// `multilineTextAlignment(_:)`. Text of one line is as wide as itself, so only text that
    /// wraps shows it.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(EnvironmentModifier("multilineTextAlignment", alignment) { $0.textOptions.alignment = alignment })
    }

    /// Where text inside that does not fit its lines is cut, marked with "…", as SwiftUI's
    /// `truncationMode(_:)`.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)   // "/Users/…/notes.txt"
    /// ```
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(EnvironmentModifier("truncationMode", mode) { $0.textOptions.truncationMode = mode })
    }

    /// Shows text inside in capitals or small letters, as SwiftUI's `textCase(_:)`; nil shows
    /// it as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(EnvironmentModifier("textCase", textCase) { $0.textOptions.textCase = textCase })
    }

    /// Shows the content as a placeholder, as SwiftUI's `redacted(reason:)`: with
    /// `.placeholder`, each character of text inside is drawn as a ▒ block.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentModifier("redacted", reason) { $0.textOptions.redactionReasons.formUnion(reason) })
    }

    /// Shows the content as it is inside a `.redacted(reason:)`, as SwiftUI's `unredacted()`.
    public func unredacted() -> some View {
        modifier(EnvironmentModifier("unredacted", true) { $0.textOptions.redactionReasons = [] })
    }

    /// Marks the content as private, as SwiftUI's `privacySensitive(_:)`: its text is drawn as
    /// ▒ blocks where the redaction reasons include `.privacy`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(EnvironmentModifier("privacySensitive", sensitive) { $0.textOptions.isPrivacySensitive = sensitive })
    }

    /// Shows at least `limit.lowerBound` lines of each `Text` inside (blank ones when it has
    /// fewer) and at most `limit.upperBound`, as SwiftUI's `lineLimit(_:)` for a range; a
    /// vertical text field keeps at least the lower bound of rows and grows to the upper.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(
            EnvironmentModifier("lineLimitRange", limit) { environment in
                environment.lineLimit = limit.upperBound
                environment.textOptions.reservedLines = limit.lowerBound
            })
    }

    /// Shows at least `limit.lowerBound` lines of each `Text` inside, and as many more as it has.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(
            EnvironmentModifier("lineLimitRange", limit.lowerBound) { environment in
                environment.lineLimit = nil
                environment.textOptions.reservedLines = limit.lowerBound
            })
    }

    /// Shows at most `limit.upperBound` lines of each `Text` inside.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(
            EnvironmentModifier("lineLimitRange", limit.upperBound) { environment in
                environment.lineLimit = limit.upperBound
                environment.textOptions.reservedLines = 0
            })
    }

    /// Shows at most `limit` lines of each `Text` inside, and takes the room of all of them
    /// when `reservesSpace`, as SwiftUI's `lineLimit(_:reservesSpace:)`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(
            EnvironmentModifier("lineLimitReserving", [limit, reservesSpace ? 1 : 0]) { environment in
                environment.lineLimit = limit
                environment.textOptions.reservedLines = reservesSpace ? limit : 0
            })
    }

    /// The space between lines of text: a terminal's rows are fixed, so nothing changes.
    public func lineSpacing(_ lineSpacing: Double) -> some View { self }

    /// How far text may shrink to fit: a terminal has one size, so nothing changes; text that
    /// does not fit wraps or is cut as without it.
    public func minimumScaleFactor(_ factor: Double) -> some View { self }

    /// Whether letters may be drawn closer to fit: a terminal's cells are fixed, so nothing
    /// changes.
    public func allowsTightening(_ flag: Bool) -> some View { self }

    /// Whether the user may select the text: a terminal selects with its own mouse handling,
    /// so nothing changes.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

    /// Draws text inside slanted, where the terminal has italics, as SwiftUI's `italic(_:)`.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier("italic", isActive) { $0.style.italic = $0.style.italic || isActive })
    }

    /// Draws text inside with a line through it, as SwiftUI's `strikethrough(_:color:)`; the
    /// line takes the text's colour.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(EnvironmentModifier("strikethrough", isActive) { $0.style.strikethrough = $0.style.strikethrough || isActive })
    }

    /// Underlines text inside; every pattern looks solid, in the text's colour, in a terminal.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> some View {
        underline(isActive, color: color)
    }

    /// Strikes text inside through; every pattern looks solid, in the text's colour, in a terminal.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> some View {
        strikethrough(isActive, color: color)
    }

    /// Draws text inside in a monospaced font: a terminal's font is, so nothing changes.
    public func monospaced(_ isActive: Bool = true) -> some View { self }

    /// Letter spacing of text inside: a terminal's cells are fixed, so nothing changes.
    public func kerning(_ kerning: Double) -> some View { self }

    /// Letter spacing of text inside: a terminal's cells are fixed, so nothing changes.
    public func tracking(_ tracking: Double) -> some View { self }

    /// Raises or lowers text inside: a terminal's rows are fixed, so nothing changes.
    public func baselineOffset(_ baselineOffset: Double) -> some View { self }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public protocol TextSelectability: Sendable {}

/// Text the user can select, as SwiftUI's `EnabledTextSelectability`.
public struct EnabledTextSelectability: TextSelectability {}

/// Text the user cannot select, as SwiftUI's `DisabledTextSelectability`.
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Not selectable.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
