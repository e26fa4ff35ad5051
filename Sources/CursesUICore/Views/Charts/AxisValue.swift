/// The value an axis mark stands for, given to the content of ``AxisMarks``, as Swift Charts'
/// `AxisValue`. Here the content is built once for all values, so `as(_:)` gives nil.
public struct AxisValue {
    /// The mark's place among the axis's marks.
    public let index: Int
    /// How many marks the axis has.
    public let count: Int

    /// The value as `type`, when the chart knows it.
    public func `as`<Value: Plottable>(_ type: Value.Type) -> Value? { nil }
}
