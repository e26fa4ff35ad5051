/// A point in a view's unit square, as SwiftUI's `UnitPoint` (for anchors).
public struct UnitPoint: Hashable, Sendable {
    /// From 0 at the leading edge to 1 at the trailing one.
    public var x: Double
    /// From 0 at the top to 1 at the bottom.
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The middle.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
