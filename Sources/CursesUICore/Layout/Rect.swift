/// A rectangle of cells: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top left cell.
    public var origin: Point
    /// The width and height in cells.
    public var size: Size

    /// An empty rectangle at the top left.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The rectangle of `size` with its top left at `origin`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle of `width` × `height` cells with its top left at (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The leftmost column.
    public var minX: Int { origin.x }
    /// The top row.
    public var minY: Int { origin.y }
    /// The column just past the right edge.
    public var maxX: Int { origin.x + size.width }
    /// The row just below the bottom edge.
    public var maxY: Int { origin.y + size.height }
    /// True when it covers no cell.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// True when `point` is one of its cells.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells both rectangles cover; empty when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the two share a cell.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The smallest rectangle that covers both.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// This rectangle shrunk by the insets, never below zero size.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
    }

    /// A readable description.
    public var description: String { "\(origin) \(size)" }
}
