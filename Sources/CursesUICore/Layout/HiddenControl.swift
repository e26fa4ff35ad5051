/// Keeps the space its content takes and shows nothing: the content is out of sight and out of
/// reach of focus and keys, as SwiftUI's `hidden()`.
final class HiddenControl: Control {
    override func sizeThatFits(_ proposal: Size) -> Size { StackLayout.column.size(of: children, in: proposal) }

    override func layoutChildren() {
        for child in children { child.place(Rect(x: frame.minX, y: frame.minY, width: 0, height: 0)) }
    }

    override func reachableChildren<Item>(_ items: [Item]) -> ArraySlice<Item> { [] }
}
