/// Gives its content a fixed or bounded size and aligns it inside.
final class FrameControl: Control {
    override var drawsOnlyChildren: Bool { true }

    struct Bounds: Equatable {
        var width: Int?
        var height: Int?
        var minWidth: Int?
        var maxWidth: Int?
        var minHeight: Int?
        var maxHeight: Int?
        var alignment: Alignment
    }

    var bounds: Bounds

    init(node: Node, bounds: Bounds) {
        self.bounds = bounds
        super.init(node: node)
    }

    override func expands(_ axis: Axis) -> Bool {
        let max = axis == .horizontal ? bounds.maxWidth : bounds.maxHeight
        let fixed = axis == .horizontal ? bounds.width : bounds.height
        if fixed != nil { return false }
        if max == .infinity { return true }
        return super.expands(axis)
    }

    private func clamp(_ value: Int, min lower: Int?, max upper: Int?) -> Int {
        Swift.max(lower ?? 0, Swift.min(upper ?? .max, value))
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let offer = Size(
            width: bounds.width ?? clamp(proposal.width, min: bounds.minWidth, max: bounds.maxWidth),
            height: bounds.height ?? clamp(proposal.height, min: bounds.minHeight, max: bounds.maxHeight))
        let content = StackLayout.column.size(of: children, in: offer)
        let width =
            bounds.width
            ?? (bounds.maxWidth == .infinity ? proposal.width : clamp(content.width, min: bounds.minWidth, max: bounds.maxWidth))
        let height =
            bounds.height
            ?? (bounds.maxHeight == .infinity ? proposal.height : clamp(content.height, min: bounds.minHeight, max: bounds.maxHeight))
        return Size(width: min(width, proposal.width), height: min(height, proposal.height))
    }

    override func layoutChildren() {
        let content = StackLayout.column.size(of: children, in: frame.size)
        let origin = Point(
            x: frame.minX + bounds.alignment.horizontal.offset(content: content.width, container: frame.size.width),
            y: frame.minY + bounds.alignment.vertical.offset(content: content.height, container: frame.size.height))
        StackLayout.column.place(children, in: Rect(origin: origin, size: content).intersection(frame))
    }
}

extension Int {
    /// As large as the space offered: `.frame(maxWidth: .infinity)`.
    public static let infinity = Int.max
}
