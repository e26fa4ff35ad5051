/// A grid line across the plot at each axis value, as Swift Charts' `AxisGridLine`: a dim
/// dashed line (`┈` across for the y axis, `┊` down for the x axis) under the marks, in a
/// chart with x across (columns, lines, areas, points).
///
/// ```swift
/// .chartYAxis { AxisMarks { _ in AxisGridLine(); AxisValueLabel() } }
/// ```
public struct AxisGridLine: AxisMark {
    /// A grid line has no label.
    public var valueLabels: [AxisValueLabel] { [] }

    /// A grid line; the position and stroke are accepted.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}
