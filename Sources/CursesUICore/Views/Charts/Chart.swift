/// A bar or line chart drawn with eighth-block characters, shaped like Swift Charts' `Chart`.
///
/// Bars stand in equal columns across the width offered, each labelled under it (labels are
/// cut to the column by display width, so Chinese labels fit); the largest value is written
/// at the top of the y axis. Line marks draw a `•` at each value.
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
    public init(@ChartContentBuilder content: () -> ChartContentGroup) { marks = content().marks }

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
            || !control.yAxis.isSame(as: environment.chartYAxis)
        {
            control.marks = marks
            control.style = environment.style
            control.tint = environment.tint
            control.yAxis = environment.chartYAxis
            control.setNeedsLayout()
        }
        return []
    }
}
