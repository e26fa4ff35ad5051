/// A part of an axis mark, as Swift Charts' `AxisMark`: ``AxisValueLabel``, ``AxisGridLine``,
/// ``AxisTick``.
public protocol AxisMark {
    /// The value labels among these parts.
    var valueLabels: [AxisValueLabel] { get }
}

extension AxisMark {
    /// True when these parts draw a grid line at each value: an ``AxisGridLine``, or a group
    /// holding one.
    var drawsGridLines: Bool { self is AxisGridLine || (self as? AxisMarkGroup)?.holdsGridLine == true }
}

/// Several axis mark parts from a builder block.
public struct AxisMarkGroup: AxisMark {
    /// The value labels among them.
    public let valueLabels: [AxisValueLabel]
    /// True when one of them is an ``AxisGridLine``.
    var holdsGridLine = false
}

/// Builds the content of ``AxisMarks``, as Swift Charts' `AxisMarkBuilder`.
@resultBuilder
public enum AxisMarkBuilder {
    /// Parts written one after another.
    public static func buildBlock(_ parts: any AxisMark...) -> AxisMarkGroup {
        AxisMarkGroup(valueLabels: parts.flatMap(\.valueLabels), holdsGridLine: parts.contains { $0.drawsGridLines })
    }

    /// Parts under an `if`.
    public static func buildOptional(_ part: AxisMarkGroup?) -> AxisMarkGroup { part ?? AxisMarkGroup(valueLabels: []) }

    /// Parts of either branch of an `if`/`else`.
    public static func buildEither(first: AxisMarkGroup) -> AxisMarkGroup { first }

    /// Parts of either branch of an `if`/`else`.
    public static func buildEither(second: AxisMarkGroup) -> AxisMarkGroup { second }
}
