import FoundationEssentials

/// Where an axis puts its marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic
        case dateStride(Calendar.Component, count: Int)
        case numberStride(Double)
        case numbers([Double])
        case categories([String])
    }

    let kind: Kind

    /// The chart's choice: each category or date column, or the lowest and highest number.
    public static let automatic = AxisMarkValues(kind: .automatic)

    /// The chart's choice; the count is accepted.
    public static func automatic(desiredCount: Int? = nil) -> AxisMarkValues { automatic }

    /// A mark every `count` of `component` (every day, every 7 days, every month).
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count: max(1, count)))
    }

    /// A mark every `stepSize` of a number axis.
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues
    {
        AxisMarkValues(kind: .numberStride(Double(stepSize)))
    }

    /// Marks at the given values.
    static func explicit<Value: Plottable>(_ values: [Value]) -> AxisMarkValues {
        let numbers = values.compactMap(\.chartNumber)
        return numbers.count == values.count
            ? AxisMarkValues(kind: .numbers(numbers)) : AxisMarkValues(kind: .categories(values.map(\.chartLabel)))
    }
}
