/// Lays its content out as it is and tells the stack around it how early to offer it space.
final class LayoutPriorityControl: Control {
    var priority: Double

    init(node: Node, priority: Double) {
        self.priority = priority
        super.init(node: node)
    }

    override var layoutPriority: Double { priority }

    override func sizeThatFits(_ proposal: Size) -> Size { StackLayout.column.size(of: children, in: proposal) }

    override func layoutChildren() { StackLayout.column.place(children, in: frame) }
}
