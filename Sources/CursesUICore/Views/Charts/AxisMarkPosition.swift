/// Which side of the plot an axis is drawn on, as Swift Charts' `AxisMarkPosition`. Accepted:
/// here the y axis is always on the left and the x axis under the plot.
public struct AxisMarkPosition: Hashable, Sendable {
    private let name: String

    /// The chart's choice.
    public static let automatic = AxisMarkPosition(name: "automatic")
    /// On the left.
    public static let leading = AxisMarkPosition(name: "leading")
    /// On the right.
    public static let trailing = AxisMarkPosition(name: "trailing")
    /// Above.
    public static let top = AxisMarkPosition(name: "top")
    /// Below.
    public static let bottom = AxisMarkPosition(name: "bottom")
}
