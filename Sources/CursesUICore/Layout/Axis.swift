/// The two directions a stack can lay out its children in.
public enum Axis: Sendable {
    case horizontal
    case vertical

    /// The other axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
