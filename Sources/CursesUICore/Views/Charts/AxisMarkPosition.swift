/// Which side of the plot an axis is drawn on, as Swift Charts' `AxisMarkPosition`: the y axis
/// is on the trailing side unless `.leading`; the x axis is always under the plot.
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
