/// How an outline is drawn, as SwiftUI's `StrokeStyle`: in cells only the line width counts
/// (2 and more draw heavy lines); caps, joins and dashes are accepted and not drawn.
public struct StrokeStyle: Hashable, Sendable {
    /// The line width: 1 draws light lines, 2 and more heavy ones.
    public var lineWidth: Double
    /// The shape of line ends, not drawn.
    public var lineCap: CGLineCap
    /// The shape of corners, not drawn.
    public var lineJoin: CGLineJoin
    /// The dash pattern, not drawn.
    public var dash: [Double]
    /// Where the dash pattern starts, not drawn.
    public var dashPhase: Double
    /// The miter limit, not drawn.
    public var miterLimit: Double

    /// A stroke style.
    public init(
        lineWidth: Double = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: Double = 10, dash: [Double] = [],
        dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// The shape of a line's ends, as CoreGraphics' `CGLineCap` (for ``StrokeStyle``).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Square ends at the line's end points.
    case butt
    /// Round ends.
    case round
    /// Square ends past the end points.
    case square
}

/// The shape of a line's corners, as CoreGraphics' `CGLineJoin` (for ``StrokeStyle``).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// Sharp corners.
    case miter
    /// Round corners.
    case round
    /// Cut corners.
    case bevel
}
