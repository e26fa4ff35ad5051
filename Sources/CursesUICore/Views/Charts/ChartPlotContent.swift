/// The plot area of a chart, given to `.chartPlotStyle { }`, as Swift Charts' `ChartPlotContent`.
public struct ChartPlotContent: View {
    /// Nothing: the plot draws itself in the chart.
    public var body: some View { EmptyView() }
}
