/// A line across the stack it sits in: horizontal in a `VStack`, vertical in an `HStack` (as
/// tall as the stack, also in a scroll view).
public struct Divider: View {
    /// Creates a divider.
    public init() {}
}

extension Divider: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { DividerControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        node.control?.style = node.environment.style
        return []
    }
}

final class DividerControl: Control {
    private var isVertical: Bool { stackAxis == .horizontal }

    override func expands(_ axis: Axis) -> Bool { (axis == .horizontal) != isVertical }

    override var spansStackCrossAxis: Bool { true }

    override func sizeThatFits(_ proposal: Size) -> Size {
        // A scroll view's content is offered an unbounded length: there the line is one cell
        // long until its stack places it across itself.
        if isVertical { return Size(width: 1, height: proposal.height.isUnboundedLength ? 1 : proposal.height) }
        return Size(width: proposal.width.isUnboundedLength ? 1 : proposal.width, height: 1)
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        if isVertical {
            for y in frame.minY..<frame.maxY { canvas.draw("│", at: Point(x: frame.minX, y: y), style: style, clip: clip) }
        } else {
            canvas.draw(repeating: "─", count: frame.size.width, at: frame.origin, style: style, clip: clip)
        }
    }
}
