extension View {
    /// Runs `action` when the view is tapped: in a terminal the view takes focus like a button,
    /// and Enter, Space or a click on it runs the action (as does Enter on the list row it is
    /// in). A `count` of 2 or more (a double tap) is answered the same way, since a key has no
    /// double press.
    ///
    /// ```swift
    /// Text(card.front).onTapGesture { isFlipped.toggle() }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(TapGestureModifier(action: action))
    }

    /// Runs `action` when the view is long-pressed: in a terminal the view takes focus like a
    /// button and Enter, Space or a click runs the action, since a key has no long press.
    /// `minimumDuration`, `maximumDistance` and `onPressingChanged` have no effect.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        modifier(TapGestureModifier(action: action))
    }

    /// Lets the view take focus (reversed while focused), so `.onKeyPress` on it hears keys.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(TapGestureModifier(action: nil, isFocusable: isFocusable))
    }

    /// Whether taps reach the view. Accepted for SwiftUI compatibility; has no effect in a
    /// terminal, where focus moves by keys rather than by hit testing.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// A tooltip. Accepted for SwiftUI compatibility; has no effect in a terminal.
    public func help(_ text: String) -> some View { self }
}

/// Makes the content a focusable, pressable area.
struct TapGestureModifier: NodeModifier {
    let action: (@MainActor () -> Void)?
    var isFocusable = true

    func makeControl(for node: Node) -> Control? { TapGestureControl(node: node) }

    func apply(to node: Node) {
        guard let control = node.control as? TapGestureControl else { return }
        control.action = action
        if control.isFocusable != isFocusable {
            control.isFocusable = isFocusable
            control.keyRoutesDidChange()
        }
        control.isEnabled = node.environment.isEnabled
    }

    func isSame(as other: TapGestureModifier) -> Bool { false }  // the action is a new closure each time
}

/// The content's controls in a column, reversed as one while focused; Enter, Space or a click
/// runs the action.
final class TapGestureControl: Control, Activatable {
    override var activatable: (any Activatable)? { self }
    var action: (@MainActor () -> Void)?
    var isFocusable = true

    override func sizeThatFits(_ proposal: Size) -> Size { StackLayout.column.size(of: children, in: proposal) }

    override func layoutChildren() { StackLayout.column.place(children, in: frame) }

    override var acceptsFocus: Bool { isFocusable && isEnabled }

    override var keyHelp: [KeyHelp] { action == nil ? [] : [KeyHelp("Enter", "press")] }

    var keyboardShortcut: Key? { nil }

    var shortcutHelp: String { "" }

    func activate() {
        guard isEnabled else { return }
        action?()
    }

    override func handle(_ key: Key) -> Bool {
        guard let action, isEnabled else { return false }
        switch key {
        case .enter, .character(" "):
            action()
            return true
        case .mouse(let event) where event.kind == .press:
            action()
            return true
        default:
            return false
        }
    }

    override func drawOver(in canvas: inout Canvas, clip: Rect) {
        guard isFocused else { return }
        canvas.restyle(frame.intersection(clip)) { $0.reverse.toggle() }
    }
}
