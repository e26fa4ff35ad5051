/// The control of `VStack` and `HStack` (and the screen's root column).
final class StackControl: Control {
    override var isRecyclable: Bool { true }
    override var drawsOnlyChildren: Bool { true }

    var layout: StackLayout

    init(node: Node?, axis: Axis, alignment: Alignment, spacing: Int) {
        layout = StackLayout(axis: axis, alignment: alignment, spacing: spacing)
        super.init(node: node)
    }

    override var children: [Control] {
        didSet { for child in children { child.stackAxis = layout.axis } }
    }

    override func sizeThatFits(_ proposal: Size) -> Size { layout.size(of: children, in: proposal) }

    override func layoutChildren() { layout.place(children, in: frame) }
}
