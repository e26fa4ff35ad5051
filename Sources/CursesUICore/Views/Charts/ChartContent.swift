/// Something drawn in a ``Chart``: marks, as in Swift Charts.
@MainActor @preconcurrency
public protocol ChartContent {
    /// The marks to draw.
    var marks: [ChartMark] { get }
}

/// One value a chart plots: a category or number on the x axis, a number on the y axis.
public struct ChartMark: Hashable, Sendable {
    /// How the mark is drawn.
    public enum Kind: Hashable, Sendable {
        /// A bar from zero up to the value.
        case bar
        /// A point on a line through the values.
        case line
    }

    /// How the mark is drawn.
    public let kind: Kind
    /// The name of the x axis.
    public let xTitle: String
    /// The category or value on the x axis, as shown under the chart.
    public let x: String
    /// The name of the y axis.
    public let yTitle: String
    /// The value on the y axis.
    public let y: Double
}

/// A value with the name of its axis, as Swift Charts' `PlottableValue`: `.value("Month", m)`.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: Value

    /// The value `value` on the axis named `label`.
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, value: value)
    }
}

/// A type a chart can put on an axis: strings and integers as categories or numbers, floating
/// point and `Decimal` as numbers.
public protocol Plottable {
    /// How the value is written under the chart.
    var chartLabel: String { get }
    /// The value as a number, for the y axis; nil for categories.
    var chartNumber: Double? { get }
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
    public var chartLabel: String { String(self) }
    /// The number.
    public var chartNumber: Double? { self }
}

extension Decimal: Plottable {
    /// The number in digits.
    public var chartLabel: String { "\(self)" }
    /// The number.
    public var chartNumber: Double? { Double("\(self)") }
}

/// A bar from zero to the y value, at the x category, as Swift Charts' `BarMark`.
///
/// ```swift
/// BarMark(x: .value("Month", "Mar"), y: .value("Saved", 320))
/// ```
public struct BarMark: ChartContent {
    /// The mark.
    public let marks: [ChartMark]

    /// A bar at `x` reaching `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        marks = [ChartMark(kind: .bar, xTitle: x.label, x: x.value.chartLabel, yTitle: y.label, y: y.value.chartNumber ?? 0)]
    }
}

/// A point of a line through the y values, as Swift Charts' `LineMark`.
public struct LineMark: ChartContent {
    /// The mark.
    public let marks: [ChartMark]

    /// A point at `x` and height `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        marks = [ChartMark(kind: .line, xTitle: x.label, x: x.value.chartLabel, yTitle: y.label, y: y.value.chartNumber ?? 0)]
    }
}

/// Several marks from a builder block.
public struct ChartContentGroup: ChartContent {
    /// The marks, in order.
    public let marks: [ChartMark]
}

/// Builds the marks of a ``Chart``.
@MainActor @resultBuilder
public enum ChartContentBuilder {
    /// Marks written one after another.
    public static func buildBlock(_ parts: any ChartContent...) -> ChartContentGroup {
        ChartContentGroup(marks: parts.flatMap(\.marks))
    }

    /// Marks from a `for` loop.
    public static func buildArray(_ parts: [ChartContentGroup]) -> ChartContentGroup {
        ChartContentGroup(marks: parts.flatMap(\.marks))
    }

    /// Marks under an `if`.
    public static func buildOptional(_ part: ChartContentGroup?) -> ChartContentGroup {
        part ?? ChartContentGroup(marks: [])
    }

    /// Marks of either branch of an `if`/`else`.
    public static func buildEither(first: ChartContentGroup) -> ChartContentGroup { first }

    /// Marks of either branch of an `if`/`else`.
    public static func buildEither(second: ChartContentGroup) -> ChartContentGroup { second }
}
