/// The styling a run of ``Text`` carries: what its modifiers and its Markdown set, each nil
/// until set. A run's own setting wins over one made on the text it was joined into, and
/// either wins over the environment's style.
struct TextAttributes: Equatable, Sendable {
    var font: Font?
    var bold: Bool?
    var italic: Bool?
    var underline: Bool?
    var strikethrough: Bool?
    var foreground: (any ShapeStyle)?
    /// Where a Markdown link goes: drawn underlined in the accent colour, and a hyperlink
    /// where the terminal shows them.
    var link: String?

    static let none = TextAttributes()

    var isEmpty: Bool { self == .none }

    /// These attributes over `outer`: each one set here is kept, the others come from `outer`.
    func over(_ outer: TextAttributes) -> TextAttributes {
        TextAttributes(
            font: font ?? outer.font, bold: bold ?? outer.bold, italic: italic ?? outer.italic,
            underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough,
            foreground: foreground ?? outer.foreground, link: link ?? outer.link)
    }

    /// The style of cells drawn with these attributes in an environment of `style`.
    func applied(to style: Style) -> Style {
        var style = style
        if let font {
            style.bold = font.isBold
            style.dim = font.isDim
            if font.isItalic { style.italic = true }
        }
        if let link {
            _ = link
            style.underline = true
            style.foreground = .accentColor
        }
        // A run's style resolves without the view's environment: `.tint` is the default accent.
        foreground?._paint(in: EnvironmentValues()).applyForeground(to: &style)
        if let bold { style.bold = bold }
        if let italic { style.italic = italic }
        if let underline { style.underline = underline }
        if let strikethrough { style.strikethrough = strikethrough }
        return style
    }

    static func == (lhs: TextAttributes, rhs: TextAttributes) -> Bool {
        guard lhs.font == rhs.font, lhs.bold == rhs.bold, lhs.italic == rhs.italic, lhs.underline == rhs.underline,
            lhs.strikethrough == rhs.strikethrough, lhs.link == rhs.link
        else { return false }
        switch (lhs.foreground, rhs.foreground) {
        case (nil, nil): return true
        case (let left?, let right?): return ValueEquality.isEquivalent(left, right)
        default: return false
        }
    }
}
