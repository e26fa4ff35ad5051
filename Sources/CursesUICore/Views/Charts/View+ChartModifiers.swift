extension View {
    /// Sets how the y axis of the charts inside marks its values, as Swift Charts'
    /// `chartYAxis(content:)`.
    public func chartYAxis(content: () -> AxisMarks) -> some View {
        let marks = content()
        return chartSetting("chartYAxis", marks) { $0.yAxis = marks }
    }

    /// Shows (`.automatic`, `.visible`) or leaves out (`.hidden`) the y axis of the charts inside.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartSetting("chartYAxis", visibility) { $0.yAxis = visibility == .hidden ? .hidden : AxisMarks() }
    }

    /// Sets how the x axis of the charts inside marks its values, as Swift Charts'
    /// `chartXAxis(content:)`.
    public func chartXAxis(content: () -> AxisMarks) -> some View {
        let marks = content()
        return chartSetting("chartXAxis", marks) { $0.xAxis = marks }
    }

    /// Shows (`.automatic`, `.visible`) or leaves out (`.hidden`) the x axis of the charts inside.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartSetting("chartXAxis", visibility) { $0.xAxis = visibility == .hidden ? .hidden : AxisMarks() }
    }

    /// Names the x axis, written centred under its values, as Swift Charts'
    /// `chartXAxisLabel(_:position:alignment:spacing:)`; the position, alignment and spacing
    /// are accepted.
    public func chartXAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil
    ) -> some View {
        let title = String(label)
        return chartSetting("chartXAxisLabel", title) { $0.xAxisTitle = title }
    }

    /// Names the y axis, written above its values, as Swift Charts'
    /// `chartYAxisLabel(_:position:alignment:spacing:)`; the position, alignment and spacing
    /// are accepted.
    public func chartYAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil
    ) -> some View {
        let title = String(label)
        return chartSetting("chartYAxisLabel", title) { $0.yAxisTitle = title }
    }

    /// The range of y values the charts inside show, bottom to top, as Swift Charts'
    /// `chartYScale(domain:)`: `.chartYScale(domain: 0...15_000)`.
    public func chartYScale<Value: Plottable & Comparable>(domain: ClosedRange<Value>) -> some View {
        let range = Self.numbers(domain)
        return chartSetting("chartYScale", range as Any) { $0.yDomain = range }
    }

    /// The range of x values the charts inside show, left to right, as Swift Charts'
    /// `chartXScale(domain:)`: `.chartXScale(domain: 1...12)`.
    public func chartXScale<Value: Plottable & Comparable>(domain: ClosedRange<Value>) -> some View {
        let range = Self.numbers(domain)
        return chartSetting("chartXScale", range as Any) { $0.xDomain = range }
    }

    /// Shows (`.automatic`, `.visible`) or leaves out (`.hidden`) the legend of the charts
    /// inside, as Swift Charts' `chartLegend(_:)`.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartSetting("chartLegend", visibility) { $0.legend = visibility }
    }

    /// Puts the legend of the charts inside above (`.top`) or under (`.bottom`, `.automatic`)
    /// the plot, at the leading edge, in the middle or at the trailing edge by `alignment`, as
    /// Swift Charts' `chartLegend(position:alignment:spacing:)`; the spacing is accepted.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil)
        -> some View
    {
        chartSetting("chartLegendPosition", [AnyHashable(position), AnyHashable(alignment)]) {
            $0.legendPosition = position
            $0.legendAlignment = alignment
        }
    }

    /// Styles the plot area of the charts inside, as Swift Charts' `chartPlotStyle(content:)`.
    /// Accepted: the plot is the chart's cells, drawn as they are.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        self
    }

    private func chartSetting(_ key: String, _ value: Any, change: @escaping (inout ChartSettings) -> Void) -> some View {
        modifier(EnvironmentModifier(key, value) { change(&$0.chartSettings) })
    }

    private static func numbers<Value: Plottable>(_ domain: ClosedRange<Value>) -> ClosedRange<Double>? {
        guard let low = domain.lowerBound.chartNumber, let high = domain.upperBound.chartNumber, low <= high else { return nil }
        return low...high
    }
}
