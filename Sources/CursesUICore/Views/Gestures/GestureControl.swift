/// The content's controls in a column, reversed as one while focused, whose keys drive a
/// gesture. A gesture control wrapping only another (`.gesture(a).onTapGesture { }`) takes the
/// focus for both and offers keys to the inner one first, as SwiftUI gives a view's own
/// gestures precedence over those added around it.
final class GestureControl: Control, Activatable {
    /// Which of this gesture and the inner one a key reaches first.
    enum Priority { case normal, high, simultaneous }

    override var activatable: (any Activatable)? { self }
    var recognizer: (@MainActor (_GestureInput, _GestureMemory) -> _GesturePhase<Void>)?
    var helpOfGesture: (@MainActor (_GestureMemory) -> [KeyHelp])?
    var priority = Priority.normal
    var isFocusable = true
    var pointsPerCell = (column: 1.0, row: 1.0)
    private let memory = _GestureMemory()
    private var isInProgress = false {
        didSet { if isInProgress != oldValue { graph?.keyHelpDidChange() } }
    }

    override func sizeThatFits(_ proposal: Size) -> Size { StackLayout.column.size(of: children, in: proposal) }

    override func layoutChildren() { StackLayout.column.place(children, in: frame) }

    /// A dragged view's `.offset` moves what the gesture's view shows out of its frame.
    override var clipsChildren: Bool { false }

    /// Where the view shows: its frame, or where an offset inside moved its content.
    private var shownFrame: Rect { Self.shownFrame(of: self) }

    private static func shownFrame(of control: Control) -> Rect {
        guard !control.clipsChildren, control.children.count == 1 else { return control.frame }
        return shownFrame(of: control.children[0])
    }
    private var inner: GestureControl? { children.count == 1 ? children[0] as? GestureControl : nil }

    /// True when a gesture control around this one takes the focus for both.
    private var isWrapped: Bool {
        guard let outer = parent as? GestureControl else { return false }
        return outer.children.count == 1 && outer.isFocusable
    }

    override var acceptsFocus: Bool { isFocusable && isEnabled && !isWrapped }

    override var keyHelp: [KeyHelp] {
        let own = helpOfGesture?(memory) ?? []
        let inner = inner?.keyHelp ?? []
        return priority == .high ? own + inner : inner + own
    }

    var keyboardShortcut: Key? { nil }

    var shortcutHelp: String { "" }

    func activate() { _ = handle(.enter) }

    override func handle(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        switch priority {
        case .normal: return inner?.handle(key) == true || recognize(key)
        case .high: return recognize(key) || inner?.handle(key) == true
        case .simultaneous:
            let innerAnswered = inner?.handle(key) == true
            return recognize(key) || innerAnswered
        }
    }

    override func focusDidChange() {
        graph?.damage(shownFrame)  // the highlight follows a dragged view
        guard !isFocused else { return }
        endGestures()
    }

    /// Ends a gesture in progress here or inside, as focus leaves.
    private func endGestures() {
        inner?.endGestures()
        if isInProgress { _ = recognize(nil) }
    }

    private func recognize(_ key: Key?) -> Bool {
        guard let recognizer else { return false }
        let size = (width: Double(frame.size.width) * pointsPerCell.column, height: Double(frame.size.height) * pointsPerCell.row)
        let phase = recognizer(_GestureInput(key: key, size: size, pointsPerCell: pointsPerCell), memory)
        switch phase {
        case .ignored: return false
        case .changed: isInProgress = true
        case .ended: isInProgress = false
        }
        return true
    }

    override func drawOver(in canvas: inout CellGrid, clip: Rect) {
        guard isFocused else { return }
        canvas.restyle(shownFrame.intersection(clip)) { $0.reverse.toggle() }
    }
}
