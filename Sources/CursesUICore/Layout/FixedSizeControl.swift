/// Gives its content its ideal size along the fixed axes, whatever the space offered: text
/// that would wrap or be cut keeps its whole width or height.
final class FixedSizeControl: Control {
    var horizontal: Bool
    var vertical: Bool

    /// The offer standing for "as much as you like" along a fixed axis.

    init(node: Node, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(node: node)
    }

    override func expands(_ axis: Axis) -> Bool {
        (axis == .horizontal ? horizontal : vertical) ? false : super.expands(axis)
    }

    private func offer(_ proposal: Size) -> Size {
        Size(width: horizontal ? .unboundedLength : proposal.width, height: vertical ? .unboundedLength : proposal.height)
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let ideal = StackLayout.column.size(of: children, in: offer(proposal))
        return Size(
            width: horizontal ? ideal.width : min(ideal.width, proposal.width),
            height: vertical ? ideal.height : min(ideal.height, proposal.height))
    }

    override func layoutChildren() {
        StackLayout.column.place(children, in: Rect(origin: frame.origin, size: sizeThatFits(frame.size)))
    }
}
