/// The area a context menu belongs to: its content in a column, taking focus itself when
/// nothing inside it does (reversed while focused), so that the menu can be reached; Enter,
/// Space or a click on it opens the menu, as a long press does on iOS.
final class ContextMenuControl: Control {
    var open: (@MainActor () -> Void)?

    override func sizeThatFits(_ proposal: Size) -> Size { StackLayout.column.size(of: children, in: proposal) }

    override func layoutChildren() { StackLayout.column.place(children, in: frame) }

    override var acceptsFocus: Bool {
        guard isEnabled, !children.isEmpty else { return false }
        return !children.contains { $0.subtree.contains(where: \.acceptsFocus) }
    }

    override func handle(_ key: Key) -> Bool {
        guard let open, isEnabled else { return false }
        switch key {
        case .enter, .character(" "):
            open()
            return true
        case .mouse(let event) where event.kind == .press:
            open()
            return true
        default:
            return false
        }
    }

    override func drawOver(in canvas: inout CellGrid, clip: Rect) {
        guard isFocused else { return }
        canvas.restyle(frame.intersection(clip)) { $0.reverse.toggle() }
    }
}
