/// Lays its children out in a column as tall as they need and shows the window of it at
/// ``offset``, following the focused control (with its section's header or footer where they
/// fit), for a ``ScrollView``, a ``List`` of views and a ``Form``.
final class ScrollControl: Control {
    /// How much of the space offered the control takes.
    enum Sizing {
        /// All the height offered, and the width its content needs: a ``ScrollView``.
        case content
        /// All the space offered, as SwiftUI's `List` (and a lazy list here): an empty list still
        /// covers its area, so an overlay on it shows centred there.
        case offered
        /// All the height left after its siblings in a stack (measured after them, so a help bar
        /// under a tall ``Form`` keeps its row), laid out as a plain column while it fits.
        case form
    }

    private(set) var offset = 0
    private var contentHeight = 0
    /// The column the indicator takes: none when the indicator is hidden.
    private let indicatorWidth: Int
    private let sizing: Sizing
    /// The focused control inside, kept as focus moves so that following it walks no controls.
    private var focusedDescendant: Control? {
        get { focusedDescendantReference?.control }
        set { focusedDescendantReference = newValue?.reference }
    }
    private var focusedDescendantReference: ControlReference?

    /// A scroll view's content: its children centred on each other, as in SwiftUI's implicit stack.
    private static let centredColumn = StackLayout(axis: .vertical, alignment: .top, spacing: 0)

    /// The offer standing for "as tall as you like".

    /// The lazy views inside (a list's rows) and which of them are in the window.
    private(set) lazy var appearances = LazyAppearanceTracker(control: reference)

    init(node: Node?, showsIndicators: Bool = true, sizing: Sizing = .content) {
        indicatorWidth = showsIndicators ? 1 : 0
        self.sizing = sizing
        super.init(node: node)
    }

    override func expands(_ axis: Axis) -> Bool {
        switch sizing {
        case .content: axis == .vertical || super.expands(axis)
        case .offered: true
        case .form: super.expands(axis)
        }
    }

    override var layoutPriority: Double { sizing == .form ? -1 : 0 }

    override func sizeThatFits(_ proposal: Size) -> Size {
        // Inside another scroll view the offer is unbounded: there a list is as tall as its rows.
        if sizing == .offered, !proposal.width.isUnboundedLength, !proposal.height.isUnboundedLength { return proposal }
        let content = contentSize(width: max(0, proposal.width - indicatorWidth), height: proposal.height)
        // A ScrollView takes all the height offered, as SwiftUI's does (a field after it sits at
        // the bottom), and so does a form, after its siblings: its rows start at the top of a
        // screen that centres what is smaller. Inside another scroll view, where the offer is
        // unbounded, each is as tall as its content.
        let height = sizing != .offered && !proposal.height.isUnboundedLength ? proposal.height : min(proposal.height, content.height)
        // A form or a scroll view is as wide as the space offered, as on iOS: a form's rows
        // stay leading however narrow they are, a scroll view's content is centred.
        let width = proposal.width.isUnboundedLength ? min(proposal.width, content.width + indicatorWidth) : proposal.width
        return Size(width: width, height: height)
    }

    /// The content's size at `width`. A form measures it in the `height` offered first: while
    /// it fits there (or grows to fill it) the form lays out exactly as a plain column would.
    private func contentSize(width: Int, height: Int) -> Size {
        if sizing == .form {
            let fitted = StackLayout.column.size(of: children, in: Size(width: width, height: height))
            if fitted.height < height || childrenExpand(.vertical) { return fitted }
        }
        return StackLayout.column.size(of: children, in: Size(width: width, height: .unboundedLength))
    }

    override func layoutChildren() {
        let width = max(0, frame.size.width - indicatorWidth)
        contentHeight = contentSize(width: width, height: frame.size.height).height
        offset = clamped(offset)
        placeChildren(width: width)
        // A new screen opens at its top, as on iOS, when its first control (focused only by
        // default) is so far down that showing it would scroll the whole first page away; and
        // a screen shown at its top stays there when what loads pushes that control down.
        var holdsTop = false
        if let focused = focusedDescendant, focused === graph?.defaultFocus {
            holdsTop = hasLaidOut ? offset == 0 : contentRows(of: focused).upperBound > 2 * frame.size.height
        }
        hasLaidOut = true
        if let (target, anchor) = requestedTarget {
            requestedTarget = nil
            scroll(toShow: target, anchor: anchor, withSection: false, width: width)
        } else if followsFocus, !holdsTop, let focused = focusedDescendant, focused.isAttached {
            scroll(toShow: focused, anchor: nil, withSection: true, width: width)
        }
        appearances.update(window: frame, axis: .vertical, contentOrigin: frame.minY - offset, graph: graph)
    }

    private func clamped(_ wanted: Int) -> Int { min(max(0, wanted), max(0, contentHeight - frame.size.height)) }

    private func placeChildren(width: Int) {
        // A form that fits is given its whole frame, as the column it replaces was.
        let height = sizing == .form ? max(contentHeight, frame.size.height) : contentHeight
        guard sizing == .content else {
            StackLayout.column.place(children, in: Rect(x: frame.minX, y: frame.minY - offset, width: width, height: height))
            return setNeedsDisplay()
        }
        // The content, as wide as its widest child, centred across as SwiftUI's is.
        let content = StackLayout.column.size(of: children, in: Size(width: width, height: .unboundedLength))
        let x = frame.minX + HorizontalAlignment.center.offset(content: content.width, container: width)
        Self.centredColumn.place(children, in: Rect(x: x, y: frame.minY - offset, width: content.width, height: height))
        setNeedsDisplay()
    }

    /// The rows of the content `control` covers, counted from the content's top.
    private func contentRows(of control: Control) -> Range<Int> {
        let top = control.frame.minY - frame.minY + offset
        return top..<(top + max(1, control.frame.size.height))
    }

    /// Scrolls a page for PgUp/PgDn and moves the focus to the first control the new page
    /// shows (PgUp: the last), as a list moves its selection; on the last page PgDn focuses
    /// the last control in view (PgUp on the first, the first). ↑/↓ scroll a line while no
    /// control inside has focus. False for other keys, at an end, and while everything fits:
    /// the key goes on to the views around.
    func scroll(by key: Key) -> Bool {
        guard contentHeight > frame.size.height else { return false }
        let page = max(1, frame.size.height - 1)
        let wanted: Int
        switch key {
        case .pageUp: wanted = clamped(offset - page)
        case .pageDown: wanted = clamped(offset + page)
        case .up where focusedDescendant == nil, .down where focusedDescendant == nil:
            // Nothing inside takes focus (rows of text): ↑/↓ move the window a line, as a
            // pager does; with a control inside they move the focus instead.
            let moved = clamped(offset + (key == .down ? 1 : -1))
            guard moved != offset else { return false }
            offset = moved
            followsFocus = false
            setNeedsLayout()
            return true
        default: return false
        }
        let inView = focusableControls(inRows: wanted..<(wanted + frame.size.height))
        let moved = wanted != offset
        let next = (key == .pageDown) == moved ? inView.first : inView.last
        if let next, next !== focusedDescendant {
            graph?.requestFocus(next)
        } else if next == nil {
            followsFocus = false
        }
        if moved {
            offset = wanted
            setNeedsLayout()
        }
        return true
    }

    /// The controls inside that take focus and lie wholly in `rows` of the content, in focus
    /// order: what a page of it shows.
    private func focusableControls(inRows rows: Range<Int>) -> [Control] {
        (graph?.keyRoutes.focusOrder ?? []).filter { control in
            let covered = contentRows(of: control)
            return covered.lowerBound >= rows.lowerBound && covered.upperBound <= rows.upperBound && isAncestor(of: control)
        }
    }

    private func isAncestor(of control: Control) -> Bool {
        var current = control.parent
        while let ancestor = current {
            if ancestor === self { return true }
            current = ancestor.parent
        }
        return false
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

    /// False after `ScrollViewProxy.scrollTo`, or a page with no control to focus, until the
    /// focus moves: the view stays where it was scrolled.
    private var followsFocus = true
    private var hasLaidOut = false
    private var requestedTarget: (Control, UnitPoint?)?

    /// Scrolls, at the next layout, so that `target` shows at `anchor` (`.top`, `.center`,
    /// `.bottom`), or just into view when `anchor` is nil.
    func scrollTo(_ target: Control, anchor: UnitPoint?) {
        requestedTarget = (target, anchor)
        followsFocus = false
        setNeedsLayout()
    }

    /// Scrolls so that `target` shows at `anchor`, or just into view; `withSection`, together
    /// with the header above it (scrolling up) or the footer below it (scrolling down) of its
    /// section, where the section's rows from there fit in the window.
    private func scroll(toShow target: Control, anchor: UnitPoint?, withSection: Bool, width: Int) {
        let rows = contentRows(of: target)
        let visible = frame.size.height
        let section = withSection ? enclosingSection(of: target).map(contentRows(of:)) : nil
        var wanted = offset
        if let anchor {
            wanted = rows.lowerBound - Int((Double(visible - rows.count) * anchor.y).rounded())
        } else if rows.lowerBound < offset {
            wanted = rows.lowerBound
            if let section, rows.upperBound - section.lowerBound <= visible { wanted = section.lowerBound }
        } else if rows.upperBound > offset + visible {
            wanted = rows.upperBound - visible
            if let section, section.upperBound - rows.lowerBound <= visible { wanted = section.upperBound - visible }
        } else if let section, section.upperBound > offset + visible, section.upperBound - rows.lowerBound <= visible,
            section.upperBound - rows.upperBound > 1, focusableControls(inRows: rows.upperBound..<section.upperBound).isEmpty
        {
            // The section's last row in view, a footer below it (one that appeared on a press),
            // not just the blank line after: the footer comes into view, as scrolling down does.
            wanted = section.upperBound - visible
        }
        wanted = clamped(wanted)
        guard wanted != offset else { return }
        offset = wanted
        placeChildren(width: width)
    }

    /// The control of the ``Section`` around `control`, if it sits in one inside this view.
    private func enclosingSection(of control: Control) -> Control? {
        var current = control.parent
        while let ancestor = current, ancestor !== self {
            if ancestor.node?.parent?.view is any SectionView { return ancestor }
            current = ancestor.parent
        }
        return nil
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        let height = frame.size.height
        guard indicatorWidth > 0, frame.size.width > 1, contentHeight > height, height > 0 else { return }
        let thumb = max(1, height * height / contentHeight)
        let top = (height - thumb) * offset / max(1, contentHeight - height)
        var indicator = style
        indicator.dim = true
        for row in 0..<height {
            canvas.draw(
                row >= top && row < top + thumb ? "┃" : "│", at: Point(x: frame.maxX - 1, y: frame.minY + row), style: indicator, clip: clip
            )
        }
    }
}
