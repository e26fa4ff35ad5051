/// One terminal cell: a grapheme cluster, how many columns it covers and its style.
///
/// A wide character (CJK, most emoji) sits in its first cell with `width == 2`; the cell to its
/// right is a continuation with `width == 0` and empty text.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster the cell shows.
    public var text: String {
        get { grapheme.string }
        set { grapheme = CellText(newValue) }
    }
    /// The grapheme cluster, held inline (see `CellText`).
    private var grapheme: CellText
    /// Columns it takes: 1, 2 for wide characters, 0 for the second half of one.
    public var width: UInt8
    /// How it is drawn.
    public var style: Style

    /// A space in the plain style.
    public static let blank = Cell(text: " ", width: 1, style: .plain)

    /// A cell showing `text`, `width` columns wide, drawn in `style`.
    public init(text: String, width: UInt8, style: Style) {
        grapheme = CellText(text)
        self.width = width
        self.style = style
    }

    /// A cell showing one character, made without a `String` (the grid draws text so).
    init(_ character: Character, width: UInt8, style: Style) {
        grapheme = CellText(character)
        self.width = width
        self.style = style
    }

    /// A cell showing one scalar that is a character of its own.
    init(scalar: Unicode.Scalar, width: UInt8, style: Style) {
        grapheme = CellText(scalar: scalar)
        self.width = width
        self.style = style
    }

    /// A cell showing one printable ASCII character, one column wide.
    init(ascii byte: UInt8, style: Style) {
        grapheme = CellText(ascii: byte)
        width = 1
        self.style = style
    }

    /// Calls `body` with the text's UTF-8 bytes, without making a `String`.
    func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result { grapheme.withUTF8(body) }

    static func continuation(_ style: Style) -> Cell { Cell(text: "", width: 0, style: style) }

    var isContinuation: Bool { width == 0 }

    /// `a == b` on cells borrowed where they lie (in a grid's storage), the cheap fields first.
    @inline(__always)
    static func showSame(_ a: borrowing Cell, _ b: borrowing Cell) -> Bool {
        guard a.width == b.width, a.style == b.style else { return false }
        return a.grapheme == b.grapheme
    }
}
