/// A point, as Swift Charts' `PointMark`: a symbol (`●`, or one per `.symbol(by:)` series:
/// `●` `■` `▲` `◆` `✚` `★`) at `x` and `y`.
///
/// ```swift
/// PointMark(x: .value("Month", 3), y: .value("Temperature", 18))
/// ```
public struct PointMark: ChartContent {
    /// The mark.
    public let marks: [ChartMark]

    /// A point at `x` and height `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        marks = [ChartMark(kind: .point, x: ChartValue(x), y: ChartValue(y))]
    }
}
