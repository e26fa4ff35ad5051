import FoundationEssentials

/// How a chart's y axis writes its values, as Swift Charts' `AxisMarks`: give it to
/// `.chartYAxis { }`. The axis shows the largest value at the top and zero at the bottom.
///
/// ```swift
/// Chart(months) { BarMark(x: .value("Month", $0.name), y: .value("Saved", $0.net)) }
///     .chartYAxis { AxisMarks(format: .currency(code: "EUR")) }
/// ```
public struct AxisMarks {
    private let formatID: AnyHashable?
    let isHidden: Bool
    let label: (Double) -> String

    /// Numbers as they are, with up to two decimals.
    public init() {
        formatID = nil
        isHidden = false
        label = { String(format2: $0) }
    }

    /// Values written by a format style of numbers.
    public init<Format: FormatStyle>(format: Format) where Format.FormatInput == Double, Format.FormatOutput == String {
        formatID = AnyHashable(format)
        isHidden = false
        label = { format.format($0) }
    }

    /// Values written by a format style of decimals (an amount of money).
    public init<Format: FormatStyle>(format: Format) where Format.FormatInput == Decimal, Format.FormatOutput == String {
        formatID = AnyHashable(format)
        isHidden = false
        // Through the shortest text of the double, so 0.1 is 0.1 and not 0.1000000000000000055.
        label = { format.format(Decimal(string: "\($0)") ?? Decimal($0)) }
    }

    private init(hidden: Void) {
        formatID = "hidden"
        isHidden = true
        label = { _ in "" }
    }

    static var hidden: AxisMarks { AxisMarks(hidden: ()) }

    /// True when made by the same format, so a chart need not be drawn again.
    func isSame(as other: AxisMarks) -> Bool { formatID == other.formatID }
}

extension View {
    /// Sets how the y axis of the charts inside writes its values, as Swift Charts'
    /// `chartYAxis(content:)`.
    public func chartYAxis(content: () -> AxisMarks) -> some View {
        environment(\.chartYAxis, content())
    }

    /// Shows (`.automatic`, `.visible`) or leaves out (`.hidden`) the y axis of the charts inside.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        environment(\.chartYAxis, visibility == .hidden ? .hidden : AxisMarks())
    }
}

private struct ChartYAxisKey: EnvironmentKey {
    static var defaultValue: AxisMarks { AxisMarks() }
}

extension EnvironmentValues {
    /// How charts write their y axis.
    var chartYAxis: AxisMarks {
        get { self[ChartYAxisKey.self] }
        set { self[ChartYAxisKey.self] = newValue }
    }
}
