/// A tick at each axis value, as Swift Charts' `AxisTick`. Accepted: the value label already
/// sits at its cell, so no tick is drawn.
public struct AxisTick: AxisMark {
    /// A tick has no label.
    public var valueLabels: [AxisValueLabel] { [] }

    /// A tick; the position, length and stroke are accepted.
    public init(centered: Bool? = nil, length: Double? = nil, stroke: StrokeStyle? = nil) {}
}
