/// How a cell is drawn: colours and attributes. Terminals without colour show the attributes only.
public struct Style: Hashable, Sendable {
    /// The text colour.
    public var foreground: Color = .default
    /// The colour behind the text.
    public var background: Color = .default
    /// Bold text.
    public var bold = false
    /// Dim text.
    public var dim = false
    /// Underlined text.
    public var underline = false
    /// Foreground and background swapped.
    public var reverse = false
    /// Slanted text, where the terminal has italics (`sitm`).
    public var italic = false
    /// Text with a line through it.
    public var strikethrough = false

    /// The terminal's own colours, no attributes.
    public static let plain = Style()

    /// A style of these colours and attributes; the defaults draw plain text.
    public init(
        foreground: Color = .default, background: Color = .default,
        bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false,
        italic: Bool = false, strikethrough: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
        self.italic = italic
        self.strikethrough = strikethrough
    }
}
