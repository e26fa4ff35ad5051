/// A chart drawn in terminal cells, shaped like Swift Charts' `Chart`: bars in eighth blocks
/// (stacked by `.foregroundStyle(by:)` series, or horizontal with the number on x), lines in
/// braille dots through `•` points, points as symbols, areas filled in eighth blocks, rules
/// across, a legend of the series with their colours, and sectors as rows of shares.
///
/// Bars stand in columns that share out the whole width offered, each labelled under it
/// (labels are cut to the column by display width, so Chinese labels fit); dates standing for
/// a unit lie on a time axis, a column per day (or month…) in time order; the y axis writes
/// round steps.
///
/// ```swift
/// Chart(months) { month in
///     BarMark(x: .value("Month", month.name), y: .value("Saved", month.net))
/// }
/// .frame(height: 10)
/// ```
public struct Chart: View {
    let marks: [ChartMark]

    /// A chart of the marks in the block.
    public init<Content: ChartContent>(@ChartContentBuilder content: () -> Content) { marks = content().marks }

    /// A chart with the marks made for each element of `data`.
    public init<Data: RandomAccessCollection, Content: ChartContent>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> Content)
    {
        marks = data.flatMap { content($0).marks }
    }
}

extension Chart: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { ChartControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? ChartControl else { return [] }
        let environment = node.environment
        if control.marks != marks || control.style != environment.style || control.tint != environment.tint
            || !control.settings.isSame(as: environment.chartSettings)
            || control.groupingSeparator != environment.locale.groupingSeparator ?? ","
        {
            control.groupingSeparator = environment.locale.groupingSeparator ?? ","
            control.marks = marks
            control.style = environment.style
            control.tint = environment.tint
            control.settings = environment.chartSettings
            control.setNeedsLayout()
        }
        return []
    }
}
