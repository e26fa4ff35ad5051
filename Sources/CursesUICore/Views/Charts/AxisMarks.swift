import FoundationEssentials

/// How a chart's axis marks its values, as Swift Charts' `AxisMarks`: give it to
/// `.chartXAxis { }` or `.chartYAxis { }`. The y axis writes its lowest value at the bottom and
/// its highest at the top (or each value of `values:` at its row); the x axis writes each
/// category or date under its column, or each value of `values:` under its place.
///
/// ```swift
/// Chart(months) { BarMark(x: .value("Month", $0.name), y: .value("Saved", $0.net)) }
///     .chartYAxis { AxisMarks(format: .currency(code: "EUR")) }
/// Chart(days) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps)) }
///     .chartXAxis {
///         AxisMarks(values: .stride(by: .day)) { _ in
///             AxisValueLabel(format: .dateTime.weekday(.abbreviated))
///         }
///     }
/// ```
///
/// Unlike Swift Charts' generic `AxisMarks<Content>`, this is one type: its content is
/// built once, for the first value, and said the same way for every value.
public struct AxisMarks {
    let values: AxisMarkValues
    let isHidden: Bool
    let labels: AxisValueLabel?

    private init(values: AxisMarkValues, isHidden: Bool, labels: AxisValueLabel?) {
        self.values = values
        self.isHidden = isHidden
        self.labels = labels
    }

    /// Marks at `values` (by default the lowest and highest), numbers written with up to two
    /// decimals. `position` (the y axis is always on the left here) and `stroke` are accepted.
    public init(
        position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) {
        self.init(values: values, isHidden: false, labels: AxisValueLabel())
    }

    /// Marks at each of `values`.
    public init<Value: Plottable>(position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) {
        self.init(values: .explicit(values), isHidden: false, labels: AxisValueLabel())
    }

    /// Marks at `values` made of `content`: an ``AxisValueLabel`` writes the value (without
    /// one the axis writes none); ``AxisGridLine`` and ``AxisTick`` are accepted.
    public init<Content: AxisMark>(
        position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        self.init(values: values, isHidden: false, labels: content(AxisValue(index: 0, count: 1)).valueLabels.first)
    }

    /// Marks at each of `values` made of `content`.
    public init<Value: Plottable, Content: AxisMark>(
        position: AxisMarkPosition = .automatic, values: [Value], @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        self.init(values: .explicit(values), isHidden: false, labels: content(AxisValue(index: 0, count: 1)).valueLabels.first)
    }

    /// Values written by a format style of numbers.
    public init<Format: FormatStyle>(
        format: Format, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Format.FormatInput == Double, Format.FormatOutput == String {
        self.init(values: values, isHidden: false, labels: AxisValueLabel(format: format))
    }

    /// Values written by a format style of decimals (an amount of money).
    public init<Format: FormatStyle>(
        format: Format, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Format.FormatInput == Decimal, Format.FormatOutput == String {
        self.init(values: values, isHidden: false, labels: AxisValueLabel(format: format))
    }

    /// Dates written by a format style of dates.
    public init<Format: FormatStyle>(
        format: Format, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Format.FormatInput == Date, Format.FormatOutput == String {
        self.init(values: values, isHidden: false, labels: AxisValueLabel(format: format))
    }

    static var hidden: AxisMarks { AxisMarks(values: .automatic, isHidden: true, labels: nil) }

    /// True when the axis writes values.
    var showsLabels: Bool { !isHidden && labels != nil }

    /// A number as this axis writes it.
    func label(_ value: Double) -> String { labels?.number(value) ?? "" }

    /// A plotted value as this axis writes it.
    func label(_ value: ChartValue) -> String {
        guard let labels else { return "" }
        if let date = value.date { return labels.date(date, unit: value.unit) }
        if let number = value.number { return labels.number(number) }
        return value.label
    }

    /// True when made the same way, so a chart need not be drawn again.
    func isSame(as other: AxisMarks) -> Bool {
        values == other.values && isHidden == other.isHidden && labels?.formatID == other.labels?.formatID
            && (labels == nil) == (other.labels == nil)
    }
}
