import FoundationEssentials

/// The text of an axis value, as Swift Charts' `AxisValueLabel`: numbers with up to two
/// decimals and dates as numbers (`05-06`) unless a format says otherwise.
///
/// ```swift
/// AxisValueLabel(format: .dateTime.weekday(.abbreviated))
/// ```
public struct AxisValueLabel: AxisMark, Hashable {
    let formatID: AnyHashable?
    private let numberText: (Double) -> String
    private let dateText: ((Date) -> String)?

    /// This label.
    public var valueLabels: [AxisValueLabel] { [self] }

    /// The value, written the chart's way.
    public init() {
        formatID = nil
        numberText = { String(format2: $0) }
        dateText = nil
    }

    /// Numbers written by a format style.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil)
    where Format.FormatInput == Double, Format.FormatOutput == String {
        formatID = AnyHashable(format)
        numberText = { format.format($0) }
        dateText = nil
    }

    /// Whole numbers written by a format style.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil) where Format.FormatInput == Int, Format.FormatOutput == String {
        formatID = AnyHashable(format)
        numberText = { format.format(Int($0.rounded())) }
        dateText = nil
    }

    /// Decimals (amounts of money) written by a format style.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil)
    where Format.FormatInput == Decimal, Format.FormatOutput == String {
        formatID = AnyHashable(format)
        // Through the shortest text of the double, so 0.1 is 0.1 and not 0.1000000000000000055.
        numberText = { format.format(Decimal(string: "\($0)") ?? Decimal($0)) }
        dateText = nil
    }

    /// Dates written by a format style: `.dateTime.weekday(.abbreviated)`.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil)
    where Format.FormatInput == Date, Format.FormatOutput == String {
        formatID = AnyHashable(format)
        numberText = { String(format2: $0) }
        dateText = { format.format($0) }
    }

    func number(_ value: Double) -> String { numberText(value) }

    func date(_ value: Date, unit: Calendar.Component?) -> String { dateText?(value) ?? ChartDateLabel.text(value, unit: unit) }

    /// Labels made by the same format are the same.
    public static func == (lhs: AxisValueLabel, rhs: AxisValueLabel) -> Bool { lhs.formatID == rhs.formatID }

    /// Hashes the format.
    public func hash(into hasher: inout Hasher) { hasher.combine(formatID) }
}
