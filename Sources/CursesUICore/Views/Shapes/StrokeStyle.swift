/// How an outline is drawn, as SwiftUI's `StrokeStyle`: in cells only the line width counts
/// (2 and more draw heavy lines); caps, joins and dashes are accepted and not drawn.
public struct StrokeStyle: Hashable, Sendable {
    /// The line width: 1 draws light lines, 2 and more heavy ones.
    public var lineWidth: Double
    /// The dash pattern, not drawn.
    public var dash: [Double]
    /// Where the dash pattern starts, not drawn.
    public var dashPhase: Double
    /// The miter limit, not drawn.
    public var miterLimit: Double

    /// A stroke style.
    public init(lineWidth: Double = 1, miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
