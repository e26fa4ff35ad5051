/// The control of a ``NavigationScreen``: its children in a centred column, as a `VStack`
/// lays them out, and that column, when the screen fills its area, centred in it, as a
/// `.frame(maxWidth: .infinity, maxHeight: .infinity)` places it.
final class NavigationScreenControl: Control {
    private let layout = StackLayout(axis: .vertical, alignment: Alignment(horizontal: .center, vertical: .top), spacing: 0)
    /// True to take all the space offered; false to be the size of the column.
    var fills: Bool {
        didSet { if fills != oldValue { setNeedsLayout() } }
    }

    init(node: Node, fills: Bool) {
        self.fills = fills
        super.init(node: node)
    }

    override var children: [Control] {
        didSet { for child in children { child.stackAxis = .vertical } }
    }

    override func expands(_ axis: Axis) -> Bool { fills || super.expands(axis) }

    override func sizeThatFits(_ proposal: Size) -> Size { fills ? proposal : layout.size(of: children, in: proposal) }

    override func layoutChildren() {
        let column = layout.size(of: children, in: frame.size)
        let origin = Point(
            x: frame.minX + HorizontalAlignment.center.offset(content: column.width, container: frame.size.width),
            y: frame.minY + VerticalAlignment.center.offset(content: column.height, container: frame.size.height))
        layout.place(children, in: Rect(origin: origin, size: column).intersection(frame))
    }
}
