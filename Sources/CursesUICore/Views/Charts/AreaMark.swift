/// The area under a line through the values, as Swift Charts' `AreaMark`: each column filled
/// from the bottom of the chart up to the line, in eighth blocks.
///
/// ```swift
/// AreaMark(x: .value("Month", reading.month), y: .value("Rain", reading.value))
/// ```
public struct AreaMark: ChartContent {
    /// The mark.
    public let marks: [ChartMark]

    /// The area at `x` up to `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        marks = [ChartMark(kind: .area, x: ChartValue(x), y: ChartValue(y))]
    }
}
