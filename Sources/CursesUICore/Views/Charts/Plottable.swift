import FoundationEssentials

/// A type a chart can put on an axis, as Swift Charts' `Plottable`: strings as categories,
/// integers, floating point and `Decimal` as numbers, dates along a time axis.
public protocol Plottable {
    /// How the value is written on the axis when no format is given.
    var chartLabel: String { get }
    /// The value as a number; nil for categories.
    var chartNumber: Double? { get }
    /// The value as a date; nil unless it is one.
    var chartDate: Date? { get }
}

extension Plottable {
    /// Not a date.
    public var chartDate: Date? { nil }
}

extension String: Plottable {
    /// The string itself.
    public var chartLabel: String { self }
    /// A string is a category.
    public var chartNumber: Double? { nil }
}

extension Int: Plottable {
    /// The number in digits.
    public var chartLabel: String { String(self) }
    /// The number.
    public var chartNumber: Double? { Double(self) }
}

extension Double: Plottable {
    /// The number in digits.
    public var chartLabel: String { String(format2: self) }
    /// The number.
    public var chartNumber: Double? { self }
}

extension Float: Plottable {
    /// The number in digits.
    public var chartLabel: String { String(format2: Double(self)) }
    /// The number.
    public var chartNumber: Double? { Double(self) }
}

extension Decimal: Plottable {
    /// The number in digits.
    public var chartLabel: String { "\(self)" }
    /// The number.
    public var chartNumber: Double? { Double("\(self)") }
}

extension Date: Plottable {
    /// The day, as `2024-05-06`.
    public var chartLabel: String { ChartDateLabel.text(self, unit: .day) }
    /// Seconds since 2001, so dates spread along a time axis.
    public var chartNumber: Double? { timeIntervalSinceReferenceDate }
    /// The date.
    public var chartDate: Date? { self }
}
