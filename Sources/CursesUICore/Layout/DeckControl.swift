/// Lays out and shows one child, at that child's size: the last (a navigation stack's top
/// screen) or the one at `shownIndex` (a tab view's page). The others stay in the tree with
/// their state, out of sight and out of reach of focus and keys.
final class DeckControl: Control {
    /// The child shown; nil shows the last.
    var shownIndex: Int? {
        didSet {
            guard shownIndex != oldValue else { return }
            setNeedsLayout()
            keyRoutesDidChange()
        }
    }

    private func shownPosition(among count: Int) -> Int? {
        guard count > 0 else { return nil }
        return min(shownIndex ?? count - 1, count - 1)
    }

    private var shown: Control? { shownPosition(among: children.count).map { children[$0] } }

    override func expands(_ axis: Axis) -> Bool { shown?.expands(axis) ?? false }

    override func sizeThatFits(_ proposal: Size) -> Size { shown?.measure(proposal) ?? .zero }

    override func layoutChildren() {
        let shown = shown
        for child in children {
            child.place(child === shown ? frame : Rect(x: frame.minX, y: frame.minY, width: 0, height: 0))
        }
    }

    override func reachesChild(at index: Int, of count: Int) -> Bool { index == shownPosition(among: count) }
}
