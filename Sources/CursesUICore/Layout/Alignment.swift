/// Where a stack places children that are narrower (or shorter) than the stack itself.
public enum HorizontalAlignment: Sendable {
    case leading, center, trailing

    func offset(content: Int, container: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: max(0, (container - content) / 2)
        case .trailing: max(0, container - content)
        }
    }
}

/// Vertical placement of children inside an `HStack` or a frame.
public enum VerticalAlignment: Sendable {
    case top, center, bottom

    func offset(content: Int, container: Int) -> Int {
        switch self {
        case .top: 0
        case .center: max(0, (container - content) / 2)
        case .bottom: max(0, container - content)
        }
    }
}

/// Placement on both axes, used by `ZStack` and `frame`.
public struct Alignment: Hashable, Sendable {
    /// Where content sits across.
    public var horizontal: HorizontalAlignment
    /// Where content sits up and down.
    public var vertical: VerticalAlignment

    /// An alignment across and up-down.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The top left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Centred along the top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Centred along the left edge.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The bottom left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Centred along the bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top right corner (a badge over a view).
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Centred along the right edge.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The bottom right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension VerticalAlignment {
    /// The first lines of text share a row: in a terminal every line is one cell high, so the
    /// same as `.top`.
    public static var firstTextBaseline: VerticalAlignment { .top }
    /// The last lines of text share a row: the same as `.bottom`.
    public static var lastTextBaseline: VerticalAlignment { .bottom }
}
