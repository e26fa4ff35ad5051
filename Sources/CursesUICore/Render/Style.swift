/// How a cell is drawn: colours and attributes. Terminals without colour show the attributes only.
public struct Style: Hashable, Sendable {
    /// The text colour.
    public var foreground: Color = .default
    /// The colour behind the text.
    public var background: Color = .default
    /// The attributes, one bit each, so that a cell stays within 32 bytes.
    private var attributes: UInt8 = 0

    /// Bold text.
    public var bold: Bool {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// Dim text.
    public var dim: Bool {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// Underlined text.
    public var underline: Bool {
        get { self[2] }
        set { self[2] = newValue }
    }
    /// Foreground and background swapped.
    public var reverse: Bool {
        get { self[3] }
        set { self[3] = newValue }
    }
    /// Slanted text, where the terminal has italics (`sitm`).
    public var italic: Bool {
        get { self[4] }
        set { self[4] = newValue }
    }
    /// Text with a line through it.
    public var strikethrough: Bool {
        get { self[5] }
        set { self[5] = newValue }
    }

    private subscript(bit: UInt8) -> Bool {
        get { attributes & (1 << bit) != 0 }
        set { attributes = newValue ? attributes | (1 << bit) : attributes & ~(1 << bit) }
    }

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
