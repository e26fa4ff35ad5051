/// Lays its children out in a row as wide as they need and shows the part of it that keeps the
/// focused control in view: a `ScrollView(.horizontal)` of cards or chips. With a
/// ``ScrollTargetBehavior`` (a carousel of pages) ←/→ step it a page or a view at a time, and
/// `.scrollPosition(id:)` is the id of the view it starts with.
final class HorizontalScrollControl: Control, RelativeFrameContainer {
    private var offset = 0
    /// The focused control inside, kept as focus moves so that following it walks no controls.
    private var focusedDescendant: Control? {
        get { focusedDescendantReference?.control }
        set { focusedDescendantReference = newValue?.reference }
    }
    private var focusedDescendantReference: ControlReference?
    /// False after a step with ←/→ until the focus moves: the view stays where it was stepped.
    private var followsFocus = true
    private(set) var containerSize: Size?
    /// How ←/→ step the view; nil: they do not, and the view follows the focus.
    var step: ScrollStep?
    /// The program's `.scrollPosition(id:)`.
    var position: ScrollPositionLink?
    /// The id the view last scrolled to or reported: a different one in ``position`` is the
    /// program's, to scroll to.
    private var shownID: AnyHashable?
    /// The width of the last layout.
    private var laidOutWidth = 0
    /// The lazy views inside (a `LazyHStack`'s) and which of them are in the window.
    private(set) lazy var appearances = LazyAppearanceTracker(control: reference)

    /// The offer standing for "as wide as you like".

    override func sizeThatFits(_ proposal: Size) -> Size {
        if !proposal.width.isUnboundedLength, !proposal.height.isUnboundedLength { containerSize = proposal }
        let content = StackLayout.column.size(of: children, in: Size(width: .unboundedLength, height: proposal.height))
        return Size(width: min(proposal.width, content.width), height: min(proposal.height, content.height))
    }

    private var contentWidth: Int {
        StackLayout.column.size(of: children, in: Size(width: .unboundedLength, height: frame.size.height)).width
    }

    private func clamped(_ wanted: Int) -> Int { min(max(0, wanted), max(0, contentWidth - frame.size.width)) }

    override func layoutChildren() {
        // A new width (a resized terminal) keeps the view that was at the leading edge there.
        let kept = step != nil && laidOutWidth != frame.size.width ? targets().last { $0.left <= offset }?.id : nil
        laidOutWidth = frame.size.width
        containerSize = frame.size
        var wanted = clamped(offset)
        if followsFocus, let focused = focusedDescendant, focused.isAttached {
            let left = focused.frame.minX - frame.minX + offset
            let right = left + max(1, focused.frame.size.width)
            if left < wanted { wanted = left } else if right > wanted + frame.size.width { wanted = right - frame.size.width }
            if step == .page, frame.size.width > 0 { wanted = left / frame.size.width * frame.size.width }
        }
        offset = clamped(wanted)
        placeChildren()
        if let kept, let target = targets().first(where: { $0.id == kept }) {
            offset = clamped(target.left)
            placeChildren()
        }
        if let position, let id = position.id(), id != shownID {
            shownID = id
            if let target = targets().first(where: { $0.id == id }) {
                offset = clamped(target.left)
                placeChildren()
            }
        }
        appearances.update(window: frame, axis: .horizontal, contentOrigin: frame.minX - offset, graph: graph)
    }

    private func placeChildren() {
        StackLayout.column.place(children, in: Rect(x: frame.minX - offset, y: frame.minY, width: contentWidth, height: frame.size.height))
        setNeedsDisplay()
    }

    /// The views of the first `ForEach` inside (the scroll target layout's), with their ids and
    /// where each starts in the content, in order.
    private func targets() -> [(id: AnyHashable, left: Int)] {
        guard let node, let list = Self.identifiedList(below: node) else { return [] }
        return zip(list.childIDs, list.children).compactMap { id, child in
            guard let control = child.flattenedControls.first, control.isAttached else { return nil }
            return (id.hashable, control.frame.minX - frame.minX + offset)
        }
    }

    private static func identifiedList(below node: Node) -> Node? {
        for child in node.children {
            if child.view is any ScrollTargetList { return child }
            if let found = identifiedList(below: child) { return found }
        }
        return nil
    }

    /// Steps a page or a view for ←/→ and reports the view now at the leading edge to the
    /// position binding; false for other keys, at either end, and without a ``step``.
    func step(by key: Key) -> Bool {
        guard let step else { return false }
        let direction: Int
        switch key {
        case .left: direction = -1
        case .right: direction = 1
        default: return false
        }
        let targets = targets()
        var wanted = offset
        switch step {
        case .page:
            wanted = clamped(offset + direction * max(1, frame.size.width))
        case .view:
            let next = direction > 0 ? targets.first { $0.left > offset } : targets.last { $0.left < offset }
            wanted = clamped(next?.left ?? offset)
        }
        guard wanted != offset else { return false }
        offset = wanted
        followsFocus = false
        if let position {
            let shown = targets.last { $0.left <= offset } ?? targets.first
            shownID = shown?.id
            position.setID(shown?.id)
        }
        placeChildren()
        return true
    }

    override func descendantFocusDidChange(_ descendant: Control) {
        if descendant.isFocused {
            focusedDescendant = descendant
        } else if focusedDescendant === descendant {
            focusedDescendant = nil
        }
        followsFocus = true
        setNeedsLayout()
    }
}

/// A view whose children are the views a scroll view aligns to and reports: a `ForEach`.
protocol ScrollTargetList {}

extension ForEach: ScrollTargetList where Content: View {}
