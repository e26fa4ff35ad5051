/// Keeps the space its content takes and, while hidden, shows nothing: the content is out of
/// sight and out of reach of focus and keys, as SwiftUI's `hidden()` and `opacity(0)`.
final class HiddenControl: Control {
    var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            setNeedsLayout()
            keyRoutesDidChange()
        }
    }

    init(node: Node, isHidden: Bool = true) {
        self.isHidden = isHidden
        super.init(node: node)
    }

    override func sizeThatFits(_ proposal: Size) -> Size { StackLayout.column.size(of: children, in: proposal) }

    override func layoutChildren() {
        guard isHidden else { return StackLayout.column.place(children, in: frame) }
        for child in children { child.place(Rect(x: frame.minX, y: frame.minY, width: 0, height: 0)) }
    }

    override func reachesChild(at index: Int, of count: Int) -> Bool { !isHidden }
}
