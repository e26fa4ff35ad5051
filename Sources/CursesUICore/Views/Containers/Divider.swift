/// A line across the stack it sits in: horizontal in a `VStack`, vertical in an `HStack`.
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

    override func sizeThatFits(_ proposal: Size) -> Size {
        isVertical ? Size(width: 1, height: proposal.height) : Size(width: proposal.width, height: 1)
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        if isVertical {
            for y in frame.minY..<frame.maxY { canvas.draw("│", at: Point(x: frame.minX, y: y), style: style, clip: clip) }
        } else {
            canvas.draw(String(repeating: "─", count: frame.size.width), at: frame.origin, style: style, clip: clip)
        }
    }
}
