/// A menu open over the screen: a ``Menu``'s items or a list row's actions. The view that
/// opened it hands it up as a preference; the application draws it over everything, next to
/// that view, so nothing writes into an ancestor to show it.
struct PopupMenu: Equatable {
    let items: AnyView
    /// The view the menu opened from: the menu stands below it (or above, near the bottom).
    var anchor: Node? { anchorReference.node }
    private let anchorReference: NodeReference
    let dismiss: @MainActor () -> Void
    /// A context menu, which dims the screen behind it but for the view it opened from, as iOS
    /// blurs the screen behind a context menu and lifts the view that was pressed out of it.
    /// A `Menu` and a row's swipe actions leave the screen as it is, as on iOS.
    let isContextMenu: Bool
    private let number: UInt64

    @MainActor private static var made: UInt64 = 0

    @MainActor init(items: AnyView, anchor: Node, isContextMenu: Bool = false, dismiss: @escaping @MainActor () -> Void) {
        Self.made += 1
        number = Self.made
        self.items = items
        anchorReference = anchor.reference
        self.isContextMenu = isContextMenu
        self.dismiss = dismiss
    }

    static func == (lhs: PopupMenu, rhs: PopupMenu) -> Bool { lhs.number == rhs.number }
}

/// The menu open below a view, if any; the last one opened wins.
struct PopupMenuKey: PreferenceKey {
    static let defaultValue: PopupMenu? = nil
    static func reduce(value: inout PopupMenu?, nextValue: () -> PopupMenu?) {
        if let next = nextValue() { value = next }
    }
}

/// Sets the menu of its content's view as a preference while `isPresented` is true.
@usableFromInline struct PopupMenuModifier: NodeModifier {
    let isPresented: Binding<Bool>
    let items: AnyView

    func apply(to node: Node) {
        let isPresented = isPresented
        let popup = isPresented.wrappedValue ? PopupMenu(items: items, anchor: node, dismiss: { isPresented.wrappedValue = false }) : nil
        node.attributes[PreferenceWriterAttribute.self] = { values in
            if let popup { values[PopupMenuKey.self] = popup }
        }
    }
}

/// The open menu: its items in a framed column, buttons and pickers closing it when used;
/// focus stays inside, Esc (or ←) closes it.
struct MenuPopup: View, Equatable {
    let menu: PopupMenu
}

extension MenuPopup: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { MenuPopupControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        (node.control as? MenuPopupControl)?.anchor = menu.anchor
        (node.control as? MenuPopupControl)?.dimsBehind = menu.isContextMenu
        (node.control as? MenuPopupControl)?.setNeedsLayout()
        let dismiss = menu.dismiss
        node.childEnvironment.buttonsDismissPresentation = dismiss
        node.childEnvironment.isInPopupMenu = true
        node.childEnvironment.isInToolbar = false  // a toolbar menu's items show their titles
        node.childEnvironment.pickerStyle = .inline
        node.attributes[KeyHandlerAttribute.self] = { key in
            guard key == .escape || key == .left else { return false }
            dismiss()
            return true
        }
        node.attributes[KeyHelpAttribute.self] = [KeyHelp("Esc", "close")]
        return [ViewChild(VStack(alignment: .leading, spacing: 0) { menu.items })]
    }
}

/// Covers the screen, dimming it for a context menu, and draws the menu's box next to its
/// anchor.
final class MenuPopupControl: Control {
    var anchor: Node? {
        get { anchorReference?.node }
        set { anchorReference = newValue?.reference }
    }
    private var anchorReference: NodeReference?
    /// True for a context menu: the screen behind is dim but for the anchor.
    var dimsBehind = false {
        didSet { if dimsBehind != oldValue { setNeedsDisplay() } }
    }
    private var box = Rect.zero
    /// Where the anchor stands, left bright behind a context menu.
    private var anchorFrame = Rect.zero

    override var isModal: Bool { true }

    override func sizeThatFits(_ proposal: Size) -> Size { proposal }

    override func layoutChildren() {
        let inner = Size(width: max(0, min(frame.size.width, 60) - 4), height: max(0, frame.size.height - 2))
        let content = StackLayout.column.size(of: children, in: inner)
        let size = Size(width: min(frame.size.width, content.width + 4), height: min(frame.size.height, content.height + 2))
        let at = anchor?.flattenedControls.first?.frame ?? Rect(x: frame.minX, y: frame.minY, width: frame.size.width, height: 0)
        if dimsBehind, at != anchorFrame {
            graph?.damage(anchorFrame)
            graph?.damage(at)
        }
        anchorFrame = at
        let x = max(frame.minX, min(at.minX, frame.maxX - size.width))
        let below = at.maxY
        let y = below + size.height <= frame.maxY ? below : max(frame.minY, at.minY - size.height)
        graph?.damage(box)
        box = Rect(x: x, y: y, width: size.width, height: size.height)
        graph?.damage(box)
        StackLayout.column.place(children, in: box.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)))
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        if dimsBehind { dimScreen(in: &canvas, clip: clip) }
        canvas.fill(box.intersection(clip), style: style)
        canvas.drawBox(box, lines: .single, title: nil, style: style, clip: clip)
    }

    /// Dims every cell of `clip` outside the anchor (the box is filled over it next).
    private func dimScreen(in canvas: inout CellGrid, clip: Rect) {
        let area = clip.intersection(frame)
        let lifted = anchorFrame.intersection(area)
        guard !lifted.isEmpty else { return canvas.restyle(area) { $0.dim = true } }
        canvas.restyle(Rect(x: area.minX, y: area.minY, width: area.size.width, height: lifted.minY - area.minY)) { $0.dim = true }
        canvas.restyle(Rect(x: area.minX, y: lifted.maxY, width: area.size.width, height: area.maxY - lifted.maxY)) { $0.dim = true }
        canvas.restyle(Rect(x: area.minX, y: lifted.minY, width: lifted.minX - area.minX, height: lifted.size.height)) { $0.dim = true }
        canvas.restyle(Rect(x: lifted.maxX, y: lifted.minY, width: area.maxX - lifted.maxX, height: lifted.size.height)) { $0.dim = true }
    }
}

private struct IsInPopupMenuKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True among an open menu's items, where a `Menu` is a submenu that opens in place.
    var isInPopupMenu: Bool {
        get { self[IsInPopupMenuKey.self] }
        set { self[IsInPopupMenuKey.self] = newValue }
    }
}
