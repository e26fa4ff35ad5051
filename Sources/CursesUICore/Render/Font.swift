/// A font, as SwiftUI's `Font`, in the form a terminal can show: one cell size and one
/// typeface, so a text style is told by its weight and brightness (headings bold, captions
/// and footnotes dim), a weight from `.semibold` up is bold, and `.italic()` slants the text
/// where the terminal has italics. Size and design are kept but look the same.
///
/// ```swift
/// Text("Savings").font(.headline)
/// Text("updated just now").font(.caption)
/// Text("42").font(.system(size: 56, weight: .heavy, design: .rounded))
/// ```
public struct Font: Hashable, Sendable {
    /// The text style the font was made from, if any.
    let textStyle: TextStyle?
    /// The weight asked for; nil keeps the text style's.
    var requestedWeight: Weight?
    /// The size in points asked for (`.system(size:)`, `.custom(_:size:)`): no effect.
    var size: Double?
    /// The design asked for: no effect.
    var design: Design?
    /// Slanted.
    var isItalic = false

    init(textStyle: TextStyle?, weight: Weight? = nil, size: Double? = nil, design: Design? = nil) {
        self.textStyle = textStyle
        self.requestedWeight = weight
        self.size = size
        self.design = design
    }

    /// Drawn bold: a weight from `.semibold` up, or a heading's style.
    var isBold: Bool { requestedWeight?.isBold ?? textStyle?.isBold ?? false }
    /// Drawn dim: captions and footnotes.
    var isDim: Bool { textStyle?.isDim ?? false }

    /// Bold: the largest title.
    public static let largeTitle = Font(textStyle: .largeTitle)
    /// Bold.
    public static let title = Font(textStyle: .title)
    /// Bold.
    public static let title2 = Font(textStyle: .title2)
    /// Bold.
    public static let title3 = Font(textStyle: .title3)
    /// Bold.
    public static let headline = Font(textStyle: .headline)
    /// Plain.
    public static let subheadline = Font(textStyle: .subheadline)
    /// Plain: the default.
    public static let body = Font(textStyle: .body)
    /// Plain.
    public static let callout = Font(textStyle: .callout)
    /// Dim.
    public static let footnote = Font(textStyle: .footnote)
    /// Dim.
    public static let caption = Font(textStyle: .caption)
    /// Dim.
    public static let caption2 = Font(textStyle: .caption2)

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font slanted, where the terminal has italics.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font in its monospaced variant: a terminal's font already is, so the same look.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// This font with fixed-width digits: a terminal's digits already are, so the same look.
    public func monospacedDigit() -> Font { self }

    /// This font with smaller capitals: a terminal has one size of letter, so the same look.
    public func smallCaps() -> Font { self }

    /// This font with lowercase letters drawn as small capitals: the same look in a terminal.
    public func lowercaseSmallCaps() -> Font { self }

    /// This font with uppercase letters drawn as small capitals: the same look in a terminal.
    public func uppercaseSmallCaps() -> Font { self }

    /// This font with its leading (line spacing) adjusted: a terminal's rows are fixed, so the
    /// same look.
    public func leading(_ leading: Leading) -> Font { self }

    /// A font's line spacing, as SwiftUI's `Font.Leading`: no effect in a terminal.
    public enum Leading: Hashable, Sendable {
        /// The font's own.
        case standard
        /// Tighter.
        case tight
        /// Looser.
        case loose
    }
}

extension Font {
    /// The dynamic text styles, as SwiftUI's `Font.TextStyle`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The largest title: bold.
        case largeTitle
        /// A first-level title: bold.
        case title
        /// A second-level title: bold.
        case title2
        /// A third-level title: bold.
        case title3
        /// A heading: bold.
        case headline
        /// A subheading: plain.
        case subheadline
        /// Body text: plain.
        case body
        /// A callout: plain.
        case callout
        /// A footnote: dim.
        case footnote
        /// A caption: dim.
        case caption
        /// A smaller caption: dim.
        case caption2

        var isBold: Bool {
            switch self {
            case .largeTitle, .title, .title2, .title3, .headline: true
            default: false
            }
        }

        var isDim: Bool {
            switch self {
            case .footnote, .caption, .caption2: true
            default: false
            }
        }
    }

    /// A font with a typeface's name at `size` points: a terminal draws its own typeface, so
    /// the text looks as in the body font.
    public static func custom(_ name: String, size: Double) -> Font { Font(textStyle: nil, size: size) }

    /// A named typeface at `size` points, scaled like `textStyle`: drawn as that text style.
    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
        Font(textStyle: textStyle, size: size)
    }

    /// A named typeface at a fixed `size`: drawn as the body font.
    public static func custom(_ name: String, fixedSize: Double) -> Font { Font(textStyle: nil, size: fixedSize) }

    /// The font of a text style, as SwiftUI's `Font.system(_:design:weight:)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(textStyle: style, weight: weight, design: design)
    }

    /// The system font at `size` points, as SwiftUI's `Font.system(size:weight:design:)`: a
    /// terminal has one size and typeface, so only `weight` shows (bold from `.semibold`).
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(textStyle: nil, weight: weight, size: size, design: design)
    }
}
