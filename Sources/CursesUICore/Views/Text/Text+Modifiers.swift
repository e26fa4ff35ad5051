extension Text {
    /// This text with `change` made to its style; a run's own setting wins over it.
    private func with(_ change: (inout TextAttributes) -> Void) -> Text {
        switch storage {
        case .verbatim(let string):
            var attributes = TextAttributes.none
            change(&attributes)
            return Text(storage: .styled(string, attributes))
        case .styled(let string, var attributes):
            change(&attributes)
            return Text(storage: .styled(string, attributes))
        case .runs(let runs):
            var outer = TextAttributes.none
            change(&outer)
            return Text(storage: .runs(runs.map { TextRun(content: $0.content, attributes: $0.attributes.over(outer)) }))
        }
    }

    /// This text in bold, as SwiftUI's `Text.bold()`.
    public func bold() -> Text { with { $0.bold = true } }

    /// This text in bold when `isActive`, as SwiftUI's `Text.bold(_:)`; false draws it plain.
    public func bold(_ isActive: Bool) -> Text { with { $0.bold = isActive } }

    /// This text slanted, where the terminal has italics, as SwiftUI's `Text.italic()`.
    public func italic() -> Text { with { $0.italic = true } }

    /// This text slanted when `isActive`.
    public func italic(_ isActive: Bool) -> Text { with { $0.italic = isActive } }

    /// This text underlined when `isActive`, as SwiftUI's `Text.underline(_:color:)`; the line
    /// takes the text's colour.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { with { $0.underline = isActive } }

    /// This text with a line through it when `isActive`, as SwiftUI's
    /// `Text.strikethrough(_:color:)`; the line takes the text's colour.
    ///
    /// ```swift
    /// Text(todo.title).strikethrough(todo.isDone)
    /// ```
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { with { $0.strikethrough = isActive } }

    /// This text at `weight`: bold from `.semibold`, plain below; nil keeps the font's.
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.bold = weight.map(\.isBold) } }

    /// This text in `font` (headings bold, captions dim); nil keeps the environment's.
    public func font(_ font: Font?) -> Text { with { $0.font = font } }

    /// This text in `color`; nil keeps the environment's.
    public func foregroundColor(_ color: Color?) -> Text { with { $0.foreground = color } }

    /// This text in a colour or an emphasis (`.secondary` is dim), as SwiftUI's
    /// `Text.foregroundStyle(_:)`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with { $0.foreground = style } }

    /// This text as a link to `destination`: underlined in the accent colour, and a hyperlink
    /// where the terminal shows them. For `Text(AttributedString)`; SwiftUI programs use
    /// Markdown's `[text](url)` or `Link`.
    public func _link(to destination: String) -> Text { with { $0.link = destination } }

    /// This text in its font's design: a terminal has one typeface, so the same look.
    public func fontDesign(_ design: Font.Design?) -> Text { self }

    /// This text in a monospaced font: a terminal's font is, so the same look.
    public func monospaced(_ isActive: Bool = true) -> Text { self }

    /// This text with fixed-width digits: a terminal's digits are, so the same look.
    public func monospacedDigit() -> Text { self }

    /// Letter spacing: a terminal's cells are fixed, so the same look.
    public func kerning(_ kerning: Double) -> Text { self }

    /// Letter spacing: a terminal's cells are fixed, so the same look.
    public func tracking(_ tracking: Double) -> Text { self }

    /// Raises or lowers the text: a terminal's rows are fixed, so the same look.
    public func baselineOffset(_ baselineOffset: Double) -> Text { self }
}

extension Text {
    /// How a line under or through text is drawn, as SwiftUI's `Text.LineStyle`: a terminal
    /// draws one kind of line, so every pattern looks solid.
    public struct LineStyle: Equatable, Sendable {
        /// The pattern asked for.
        public var pattern: Pattern
        /// The colour asked for; the line takes the text's colour in a terminal.
        public var color: Color?

        /// A line of `pattern` in `color`.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line.
        public static let single = LineStyle()

        /// The dashes of a line, as SwiftUI's `Text.LineStyle.Pattern`.
        public enum Pattern: Hashable, Sendable {
            /// Unbroken.
            case solid
            /// Dots.
            case dot
            /// Dashes.
            case dash
            /// Dashes and dots.
            case dashDot
            /// A dash and two dots.
            case dashDotDot
        }
    }

    /// This text underlined when `isActive`; the pattern and colour look solid and in the
    /// text's colour in a terminal.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }

    /// This text struck through when `isActive`; the pattern and colour look solid and in the
    /// text's colour in a terminal.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }

    /// This text at a letter width: a terminal's cells are fixed, so the same look.
    public func fontWidth(_ width: Font.Width?) -> Text { self }

    /// A size of text relative to its font, as SwiftUI's `Text.Scale`.
    public enum Scale: Hashable, Sendable {
        /// The font's own size.
        case `default`
        /// Smaller, for secondary text: dim in a terminal.
        case secondary
    }

    /// This text at a smaller scale when `scale` is `.secondary` and `isEnabled`: a terminal
    /// has one size, so it is drawn dim, as secondary text is.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        guard scale == .secondary, isEnabled else { return self }
        return foregroundStyle(.secondary)
    }
}
