/// A line across the whole chart, as Swift Charts' `RuleMark`: `─` across at a y value (a goal,
/// an average), `│` down at an x value; `╌` when `.lineStyle` has a dash.
///
/// ```swift
/// RuleMark(y: .value("Goal", 10_000))
///     .annotation(position: .top, alignment: .leading) { Text("Goal") }
/// ```
public struct RuleMark: ChartContent {
    /// The mark.
    public let marks: [ChartMark]

    /// A line across the chart at height `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        marks = [ChartMark(kind: .rule, y: ChartValue(y))]
    }

    /// A line down the chart at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) {
        marks = [ChartMark(kind: .rule, x: ChartValue(x))]
    }
}
