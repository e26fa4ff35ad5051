/// The content's controls in a column, reversed as one while focused, whose keys drive a
/// gesture. A gesture that reports where it lands (`SpatialTapGesture`) has a cursor cell
/// instead, reversed alone: arrows move it (past an edge, focus moves on) and a tap lands on it,
/// or on the cell clicked. A gesture control wrapping only another (`.gesture(a).onTapGesture { }`) takes the
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
    /// True when the gesture reports where it lands, so the view has a cursor cell.
    var locatesTaps = false
    /// The cursor cell, from the view's top left; nil until an arrow or a click moves it from
    /// the centre cell.
    private var cursor: Point?
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
        if locatesTaps, moveCursor(for: key) { return true }
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

    /// The cell at the view's centre, where the cursor starts.
    private var centreCell: Point { Point(x: frame.size.width / 2, y: frame.size.height / 2) }

    /// Moves the cursor by an arrow, or to a clicked cell; false for other keys and for an arrow
    /// past the view's edge, which moves focus on.
    private func moveCursor(for key: Key) -> Bool {
        let from = cursor ?? centreCell
        let to: Point
        switch key {
        case .left: to = Point(x: from.x - 1, y: from.y)
        case .right: to = Point(x: from.x + 1, y: from.y)
        case .up: to = Point(x: from.x, y: from.y - 1)
        case .down: to = Point(x: from.x, y: from.y + 1)
        case .mouse(let event) where event.kind == .press:
            cursor = Point(x: event.position.x - frame.origin.x, y: event.position.y - frame.origin.y)
            return false  // the click is also the tap
        default: return false
        }
        guard (0..<frame.size.width).contains(to.x), (0..<frame.size.height).contains(to.y) else { return false }
        cursor = to
        setNeedsDisplay()
        return true
    }

    private func recognize(_ key: Key?) -> Bool {
        guard let recognizer else { return false }
        let size = (width: Double(frame.size.width) * pointsPerCell.column, height: Double(frame.size.height) * pointsPerCell.row)
        let cell = cursor ?? centreCell
        let location = (x: (Double(cell.x) + 0.5) * pointsPerCell.column, y: (Double(cell.y) + 0.5) * pointsPerCell.row)
        let input = _GestureInput(key: key, size: size, pointsPerCell: pointsPerCell, location: locatesTaps ? location : nil)
        let phase = recognizer(input, memory)
        switch phase {
        case .ignored: return false
        case .changed: isInProgress = true
        case .ended: isInProgress = false
        }
        return true
    }

    override func drawOver(in canvas: inout CellGrid, clip: Rect) {
        guard isFocused else { return }
        if locatesTaps {
            let cell = cursor ?? centreCell
            let origin = Point(x: shownFrame.origin.x + cell.x, y: shownFrame.origin.y + cell.y)
            canvas.restyle(Rect(origin: origin, size: Size(width: 1, height: 1)).intersection(clip)) { $0.reverse.toggle() }
            return
        }
        canvas.restyle(shownFrame.intersection(clip)) { $0.reverse.toggle() }
    }
}
