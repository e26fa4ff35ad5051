/// Lays its children out in a row as wide as they need and shows the part of it that keeps the
/// focused control in view: a `ScrollView(.horizontal)` of cards or chips.
final class HorizontalScrollControl: Control {
    private var offset = 0
    /// The focused control inside, kept as focus moves so that following it walks no controls.
    private weak var focusedDescendant: Control?

    /// The offer standing for "as wide as you like".
    private static let unbounded = 1 << 20

    override func sizeThatFits(_ proposal: Size) -> Size {
        let content = StackLayout.column.size(of: children, in: Size(width: Self.unbounded, height: proposal.height))
        return Size(width: min(proposal.width, content.width), height: min(proposal.height, content.height))
    }

    override func layoutChildren() {
        let content = StackLayout.column.size(of: children, in: Size(width: Self.unbounded, height: frame.size.height))
        var wanted = min(max(0, offset), max(0, content.width - frame.size.width))
        if let focused = focusedDescendant, focused.isAttached {
            let left = focused.frame.minX - frame.minX + offset
            let right = left + max(1, focused.frame.size.width)
            if left < wanted { wanted = left } else if right > wanted + frame.size.width { wanted = right - frame.size.width }
        }
        offset = wanted
        StackLayout.column.place(children, in: Rect(x: frame.minX - offset, y: frame.minY, width: content.width, height: frame.size.height))
        setNeedsDisplay()
    }

    override func descendantFocusDidChange(_ descendant: Control) {
        if descendant.isFocused {
            focusedDescendant = descendant
        } else if focusedDescendant === descendant {
            focusedDescendant = nil
        }
        setNeedsLayout()
    }
}
