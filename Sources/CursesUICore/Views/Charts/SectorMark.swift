/// A slice of a pie or donut chart, as Swift Charts' `SectorMark`. A terminal's cells draw a
/// circle too coarsely to read, so a chart of sectors is drawn as rows, one per slice: its
/// colour, its `.foregroundStyle(by:)` name, a bar as long as its share and the share in
/// percent. The radii and the inset between slices are accepted and change nothing.
///
/// ```swift
/// SectorMark(angle: .value("Amount", item.amount), innerRadius: .ratio(0.6))
///     .foregroundStyle(by: .value("Category", item.category))
/// ```
public struct SectorMark: ChartContent {
    /// The mark.
    public let marks: [ChartMark]

    /// A slice whose share of the whole is `angle` over the sum of all slices.
    public init<Value: Plottable>(
        angle: PlottableValue<Value>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: Double? = nil
    ) {
        var mark = ChartMark(kind: .sector, angle: angle.value.chartNumber ?? 0)
        mark.y = ChartValue(angle)
        marks = [mark]
    }
}
