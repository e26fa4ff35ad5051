/// A point of a line through the values, as Swift Charts' `LineMark`: the line is drawn in
/// braille dots between the points of each series, each point a `•`.
///
/// ```swift
/// LineMark(x: .value("Month", reading.month), y: .value("Temperature", reading.value))
/// ```
public struct LineMark: ChartContent {
    /// The mark.
    public let marks: [ChartMark]

    /// A point at `x` and height `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        marks = [ChartMark(kind: .line, x: ChartValue(x), y: ChartValue(y))]
    }

    /// A point at `x` and height `y` of the line named by `series`: a line per series value,
    /// all in one colour unless `.foregroundStyle(by:)` gives each its own.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var mark = ChartMark(kind: .line, x: ChartValue(x), y: ChartValue(y))
        mark.lineSeries = series.value.chartLabel
        marks = [mark]
    }
}
