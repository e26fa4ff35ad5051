/// Insets its content (several controls stack as a column).
final class PaddingControl: Control {
    override var drawsOnlyChildren: Bool { true }

    var insets: EdgeInsets

    init(node: Node, insets: EdgeInsets) {
        self.insets = insets
        super.init(node: node)
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let inner = Size(width: max(0, proposal.width - insets.horizontal), height: max(0, proposal.height - insets.vertical))
        let content = StackLayout.column.size(of: children, in: inner)
        return Size(
            width: min(proposal.width, content.width + insets.horizontal),
            height: min(proposal.height, content.height + insets.vertical))
    }

    override func layoutChildren() { StackLayout.column.place(children, in: frame.inset(by: insets)) }
}
