/// A control that performs an action when pressed with Enter, Space, a click or its shortcut.
///
/// ```swift
/// Button("Next") { nextPressed() }.keyboardShortcut(.enter)
/// ```
public struct Button: View {
    let title: String
    let action: @MainActor () -> Void

    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }
}

extension Button: PrimitiveView {
    func makeControl(for node: Node) -> Control? { ButtonControl(node: node) }

    func update(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? ButtonControl else { return [] }
        control.configure(title: title, action: action, environment: node.environment)
        return []
    }
}

/// Draws `[ Title ]`, reversed while focused, dimmed while disabled.
final class ButtonControl: Control {
    private(set) var title = ""
    private var action: @MainActor () -> Void = {}
    private(set) var shortcut: Key?

    func configure(title newTitle: String, action: @escaping @MainActor () -> Void, environment: EnvironmentValues) {
        if newTitle != title {
            title = newTitle
            setNeedsLayout()
        }
        if environment.style != style {
            style = environment.style
            setNeedsDisplay()
        }
        self.action = action
        shortcut = environment.keyboardShortcut
        isEnabled = environment.isEnabled
    }

    var label: String { "[ \(title) ]" }

    override var acceptsFocus: Bool { true }

    override var keyHelp: [KeyHelp] { [KeyHelp("Enter", "press")] }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(DisplayWidth.of(label), proposal.width), height: min(1, proposal.height))
    }

    /// Runs the action, unless disabled.
    func press() {
        guard isEnabled else { return }
        action()
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .enter, .character(" "):
            press()
            return true
        case .mouse(let event) where event.kind == .press:
            press()
            return true
        default:
            return false
        }
    }

    override func draw(in canvas: inout Canvas, clip: Rect) {
        var drawn = style
        if isFocused { drawn.reverse.toggle(); drawn.bold = true }
        if !isEnabled { drawn.dim = true }
        canvas.draw(label, at: frame.origin, style: drawn, clip: clip)
    }
}
