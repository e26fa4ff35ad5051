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
    /// Whether the marks hold an ``AxisGridLine``, a dim line across the plot at each value; nil
    /// for the default content (a grid line, a tick and a label, as Swift Charts' default),
    /// whose lines the chart draws where Swift Charts does: across the plot at the y axis's
    /// values, and down it at the x axis's numbers and dates but not its categories.
    var gridLines: Bool?
    /// The side of the plot: the y axis is on the trailing side unless this is `.leading`.
    let position: AxisMarkPosition

    private init(values: AxisMarkValues, isHidden: Bool, labels: AxisValueLabel?, position: AxisMarkPosition = .automatic) {
        self.values = values
        self.isHidden = isHidden
        self.labels = labels
        self.position = position
    }

    /// Marks at `values` (by default round numbers from zero to the top of the scale, which is
    /// rounded up to one of them), numbers written with up to two decimals; on the y axis at
    /// `position` (`.leading`, or the trailing side as Swift Charts' default). `stroke` is
    /// accepted.
    public init(
        position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) {
        self.init(values: values, isHidden: false, labels: AxisValueLabel(), position: position)
    }

    /// Marks at each of `values`.
    public init<Value: Plottable>(position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) {
        self.init(values: .explicit(values), isHidden: false, labels: AxisValueLabel(), position: position)
    }

    /// Marks at `values` made of `content`: an ``AxisValueLabel`` writes the value (without
    /// one the axis writes none), an ``AxisGridLine`` draws a line across the plot at it;
    /// ``AxisTick`` is accepted.
    public init<Content: AxisMark>(
        position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        let parts = content(AxisValue(index: 0, count: 1))
        self.init(values: values, isHidden: false, labels: parts.valueLabels.first, position: position)
        gridLines = parts.drawsGridLines
    }

    /// Marks at each of `values` made of `content`.
    public init<Value: Plottable, Content: AxisMark>(
        position: AxisMarkPosition = .automatic, values: [Value], @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        let parts = content(AxisValue(index: 0, count: 1))
        self.init(values: .explicit(values), isHidden: false, labels: parts.valueLabels.first, position: position)
        gridLines = parts.drawsGridLines
    }

    /// Values written by a format style of numbers.
    public init<Format: FormatStyle>(
        format: Format, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Format.FormatInput == Double, Format.FormatOutput == String {
        self.init(values: values, isHidden: false, labels: AxisValueLabel(format: format), position: position)
    }

    /// Values written by a format style of decimals (an amount of money).
    public init<Format: FormatStyle>(
        format: Format, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Format.FormatInput == Decimal, Format.FormatOutput == String {
        self.init(values: values, isHidden: false, labels: AxisValueLabel(format: format), position: position)
    }

    /// Values at each of `values`, written by a format style of decimals.
    public init<Format: FormatStyle, Value: Plottable>(
        format: Format, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil
    ) where Format.FormatInput == Decimal, Format.FormatOutput == String {
        self.init(values: .explicit(values), isHidden: false, labels: AxisValueLabel(format: format), position: position)
    }

    /// Dates written by a format style of dates.
    public init<Format: FormatStyle>(
        format: Format, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Format.FormatInput == Date, Format.FormatOutput == String {
        self.init(values: values, isHidden: false, labels: AxisValueLabel(format: format), position: position)
    }

    static var hidden: AxisMarks {
        var marks = AxisMarks(values: .automatic, isHidden: true, labels: nil)
        marks.gridLines = false
        return marks
    }

    /// True when the axis writes values.
    var showsLabels: Bool { !isHidden && labels != nil }

    /// A number as this axis writes it, whole thousands grouped by `groupingSeparator` when
    /// no format was given (`2,500`).
    func label(_ value: Double, groupingSeparator: String = "") -> String {
        guard let labels else { return "" }
        guard labels.formatID == nil, !groupingSeparator.isEmpty else { return labels.number(value) }
        let text = labels.number(value)
        guard let whole = Int(text) else { return text }
        return (whole < 0 ? "-" : "") + String(whole.magnitude).groupedInThousands(by: groupingSeparator)
    }

    /// A plotted value as this axis writes it.
    func label(_ value: ChartValue) -> String {
        guard let labels else { return "" }
        if let date = value.date { return labels.date(date, unit: value.unit) }
        if let number = value.number { return labels.number(number) }
        return value.label
    }

    /// True when made the same way, so a chart need not be drawn again.
    func isSame(as other: AxisMarks) -> Bool {
        values == other.values && isHidden == other.isHidden && position == other.position && labels?.formatID == other.labels?.formatID
            && (labels == nil) == (other.labels == nil) && gridLines == other.gridLines
    }
}
