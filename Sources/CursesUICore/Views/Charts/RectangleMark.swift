/// A rectangle at a point, as Swift Charts' `RectangleMark`: one cell `█` at `x` and `y` (a
/// heat map's cell, in the mark's colour).
///
/// ```swift
/// RectangleMark(x: .value("Hour", hour), y: .value("Day", day))
/// ```
public struct RectangleMark: ChartContent {
    /// The mark.
    public let marks: [ChartMark]

    /// A rectangle at `x` and `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        marks = [ChartMark(kind: .rectangle, x: ChartValue(x), y: ChartValue(y))]
    }
}
