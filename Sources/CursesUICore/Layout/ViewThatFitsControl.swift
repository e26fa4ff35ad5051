/// Shows the first child whose ideal size fits the space offered along the chosen axes (the
/// last when none does); the others stay out of sight and out of reach of focus and keys.
final class ViewThatFitsControl: Control {
    var axes: Axis.Set {
        didSet { if axes != oldValue { setNeedsLayout() } }
    }
    private var shownIndex: Int?

    /// The offer standing for "as much as you like" along a measured axis.

    init(node: Node, axes: Axis.Set) {
        self.axes = axes
        super.init(node: node)
    }

    private func choice(in proposal: Size) -> Int? {
        guard !children.isEmpty else { return nil }
        let horizontal = axes.contains(.horizontal)
        let vertical = axes.contains(.vertical)
        let offer = Size(width: horizontal ? .unboundedLength : proposal.width, height: vertical ? .unboundedLength : proposal.height)
        for (index, child) in children.enumerated() {
            let ideal = child.measure(offer)
            let fitsWidth = !horizontal || child.expands(.horizontal) || ideal.width <= proposal.width
            let fitsHeight = !vertical || child.expands(.vertical) || ideal.height <= proposal.height
            if fitsWidth && fitsHeight { return index }
        }
        return children.count - 1
    }

    override func expands(_ axis: Axis) -> Bool {
        shownIndex.map { children.indices.contains($0) && children[$0].expands(axis) } ?? false
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        guard let index = choice(in: proposal) else { return .zero }
        return children[index].measure(proposal)
    }

    override func layoutChildren() {
        let chosen = choice(in: frame.size)
        if chosen != shownIndex {
            shownIndex = chosen
            keyRoutesDidChange()
        }
        for (index, child) in children.enumerated() {
            child.place(index == chosen ? frame : Rect(x: frame.minX, y: frame.minY, width: 0, height: 0))
        }
    }

    override func reachesChild(at index: Int, of count: Int) -> Bool { index == shownIndex }
}
