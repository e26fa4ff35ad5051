/// A grid line across the plot at each axis value, as Swift Charts' `AxisGridLine`. Accepted:
/// lines between the cells of a terminal chart would hide the bars, so none is drawn.
public struct AxisGridLine: AxisMark {
    /// A grid line has no label.
    public var valueLabels: [AxisValueLabel] { [] }

    /// A grid line; the position and stroke are accepted.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}
