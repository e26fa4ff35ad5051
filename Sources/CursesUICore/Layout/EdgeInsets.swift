/// Space around a view, in cells, on each of its four edges.
public struct EdgeInsets: Hashable, Sendable {
    /// Cells above.
    public var top: Int
    /// Cells on the left.
    public var leading: Int
    /// Cells below.
    public var bottom: Int
    /// Cells on the right.
    public var trailing: Int

    /// Insets of the given cells on each edge.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(_ all: Int) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    var horizontal: Int { leading + trailing }
    var vertical: Int { top + bottom }
}

/// Which edges a modifier such as `padding(_:_:)` applies to.
public struct Edges: OptionSet, Sendable {
    /// The edges as bits.
    public let rawValue: UInt8
    /// Edges from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Edges(rawValue: 1)
    /// The left edge.
    public static let leading = Edges(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edges(rawValue: 4)
    /// The right edge.
    public static let trailing = Edges(rawValue: 8)
    /// The left and right edges.
    public static let horizontal: Edges = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Edges = [.top, .bottom]
    /// Every edge.
    public static let all: Edges = [.top, .leading, .bottom, .trailing]
}
