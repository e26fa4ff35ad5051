/// How a cell is drawn: colours and attributes. Terminals without colour show the attributes only.
public struct Style: Hashable, Sendable {
    public var foreground: Color = .default
    public var background: Color = .default
    public var bold = false
    public var dim = false
    public var underline = false
    public var reverse = false

    public static let plain = Style()

    public init(
        foreground: Color = .default, background: Color = .default,
        bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }
}
