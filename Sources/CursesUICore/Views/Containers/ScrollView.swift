/// A vertical scrolling area, as SwiftUI's `ScrollView`: it scrolls to keep the focused control
/// in view, PgUp/PgDn scroll it, and an indicator on the right shows where the view is.
///
/// ```swift
/// ScrollView {
///     VStack { ForEach(rules) { Text($0) } }
/// }
/// ```
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    /// A scroll view of `content`: `.horizontal` alone scrolls sideways, following the focus,
    /// anything else up and down, with an indicator on the right unless `showsIndicators` is false.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension Axis {
    /// Directions, as SwiftUI's `Axis.Set`; scroll views here scroll vertically.
    public struct Set: OptionSet, Sendable {
        /// The directions as bits.
        public let rawValue: Int
        /// Creates a set from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Left and right.
        public static let horizontal = Set(rawValue: 1)
        /// Up and down.
        public static let vertical = Set(rawValue: 2)
    }
}

extension ScrollView: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? {
        axes == .horizontal ? HorizontalScrollControl(node: node) : ScrollControl(node: node, showsIndicators: showsIndicators)
    }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? ScrollControl else { return [ViewChild(content)] }
        control.style = node.environment.style
        node.attributes[KeyHandlerAttribute.self] = { [weak control] key in control?.scroll(by: key) ?? false }
        return [ViewChild(content)]
    }
}

/// Lays its children out in a column as tall as they need and shows the window of it at
/// ``offset``, following the focused control.
final class ScrollControl: Control {
    private(set) var offset = 0
    private var contentHeight = 0
    /// The column the indicator takes: none when the indicator is hidden.
    private let indicatorWidth: Int

    init(node: Node?, showsIndicators: Bool = true) {
        indicatorWidth = showsIndicators ? 1 : 0
        super.init(node: node)
    }

    override func expands(_ axis: Axis) -> Bool { axis == .vertical || super.expands(axis) }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let content = StackLayout.column.size(of: children, in: Size(width: max(0, proposal.width - indicatorWidth), height: 1 << 20))
        return Size(width: min(proposal.width, content.width + indicatorWidth), height: min(proposal.height, content.height))
    }

    override func layoutChildren() {
        let width = max(0, frame.size.width - indicatorWidth)
        contentHeight = StackLayout.column.size(of: children, in: Size(width: width, height: 1 << 20)).height
        offset = min(max(0, offset), max(0, contentHeight - frame.size.height))
        placeChildren(width: width)
        if let (target, anchor) = requestedTarget {
            requestedTarget = nil
            scroll(toShow: target, anchor: anchor, width: width)
            return
        }
        if followsFocus, let focused = subtree.first(where: \.isFocused), focused !== self {
            let top = focused.frame.minY - frame.minY + offset
            let bottom = top + max(1, focused.frame.size.height)
            let visible = offset..<(offset + frame.size.height)
            if top < visible.lowerBound { offset = top } else if bottom > visible.upperBound { offset = bottom - frame.size.height }
            if offset != visible.lowerBound { placeChildren(width: width) }
        }
    }

    private func placeChildren(width: Int) {
        StackLayout.column.place(children, in: Rect(x: frame.minX, y: frame.minY - offset, width: width, height: contentHeight))
        setNeedsDisplay()
    }

    /// Scrolls a page for PgUp/PgDn; false for other keys.
    func scroll(by key: Key) -> Bool {
        let page = max(1, frame.size.height - 1)
        switch key {
        case .pageUp: offset -= page
        case .pageDown: offset += page
        default: return false
        }
        setNeedsLayout()
        return true
    }

    override func descendantFocusDidChange() {
        followsFocus = true
        setNeedsLayout()
    }

    /// False after `ScrollViewProxy.scrollTo` until the focus moves: the view stays where the
    /// program scrolled it.
    private var followsFocus = true
    private var requestedTarget: (Control, UnitPoint?)?

    /// Scrolls, at the next layout, so that `target` shows at `anchor` (`.top`, `.center`,
    /// `.bottom`), or just into view when `anchor` is nil.
    func scrollTo(_ target: Control, anchor: UnitPoint?) {
        requestedTarget = (target, anchor)
        followsFocus = false
        setNeedsLayout()
    }

    private func scroll(toShow target: Control, anchor: UnitPoint?, width: Int) {
        let top = target.frame.minY - frame.minY + offset
        let height = max(1, target.frame.size.height)
        let visible = frame.size.height
        var wanted = offset
        if let anchor {
            wanted = top - Int((Double(visible - height) * anchor.y).rounded())
        } else if top < offset {
            wanted = top
        } else if top + height > offset + visible {
            wanted = top + height - visible
        }
        wanted = min(max(0, wanted), max(0, contentHeight - visible))
        guard wanted != offset else { return }
        offset = wanted
        placeChildren(width: width)
    }

    override func draw(in canvas: inout Canvas, clip: Rect) {
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
