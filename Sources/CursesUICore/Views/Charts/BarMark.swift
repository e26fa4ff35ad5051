/// A bar, as Swift Charts' `BarMark`: from zero up to a number at a category
/// (`x: .value("Month", "Mar"), y: .value("Saved", 320)`), or across to a number when the
/// number is on x and the category on y (horizontal bars). Bars at one category with
/// different `.foregroundStyle(by:)` series stack.
///
/// ```swift
/// BarMark(x: .value("Month", "Mar"), y: .value("Saved", 320))
/// BarMark(x: .value("Amount", 450), y: .value("Category", "Food"))
/// ```
public struct BarMark: ChartContent {
    /// The mark.
    public let marks: [ChartMark]

    /// A bar at `x` reaching `y`, or, with a number on x and a category on y, a bar along the row of `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        marks = [ChartMark(kind: .bar, x: ChartValue(x), y: ChartValue(y))]
    }
}
