/// What the chart modifiers of the views around a ``Chart`` set: its axes, scales and legend.
struct ChartSettings {
    var xAxis = AxisMarks()
    var yAxis = AxisMarks()
    var xAxisTitle: String?
    var yAxisTitle: String?
    var xDomain: ClosedRange<Double>?
    var yDomain: ClosedRange<Double>?
    var legend = Visibility.automatic
    var legendPosition = AnnotationPosition.automatic
    var legendAlignment: Alignment?

    func isSame(as other: ChartSettings) -> Bool {
        xAxis.isSame(as: other.xAxis) && yAxis.isSame(as: other.yAxis) && xAxisTitle == other.xAxisTitle
            && yAxisTitle == other.yAxisTitle && xDomain == other.xDomain && yDomain == other.yDomain && legend == other.legend
            && legendPosition == other.legendPosition && legendAlignment == other.legendAlignment
    }
}

private struct ChartSettingsKey: EnvironmentKey {
    static var defaultValue: ChartSettings { ChartSettings() }
}

extension EnvironmentValues {
    /// How the charts inside draw their axes, scales and legend.
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}
