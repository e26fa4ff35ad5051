/// A control that performs an action when pressed with Enter, Space, a click or its shortcut.
///
/// ```swift
/// Button("Next") { nextPressed() }.keyboardShortcut(.enter)
/// ```
///
/// A label other than text is shown by the text it carries (`Text`, `Label`, an SF Symbol
/// glyph, or a row of them): a terminal button is one line of text in brackets.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// A button showing `label`, performing `action`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role, showing `label`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }
}

extension Button where Label == Text {
    /// A button titled `title`.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.init(title, role: nil, action: action)
    }

    /// A button titled `title` with a role: `.destructive` is red, `.cancel` answers Esc.
    public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button: PrimitiveView {
    func makeControl(for node: Node) -> Control? { ButtonControl(node: node) }

    func update(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? ButtonControl else { return [] }
        var environment = node.environment
        if role == .destructive { environment.style.foreground = .red }
        if role == .cancel, environment.keyboardShortcut == nil { environment.keyboardShortcut = .escape }
        var pressed = action
        if let dismiss = environment.buttonsDismissPresentation {
            let action = action
            pressed = {
                dismiss()
                action()
            }
        }
        control.configure(title: PlainText.of(label), action: pressed, environment: environment)
        return []
    }
}

/// Draws `[ Title ]`, reversed while focused, dimmed while disabled.
final class ButtonControl: Control {
    private(set) var title = ""
    private var action: @MainActor () -> Void = {}
    private var shortcut: Key?

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
        if shortcut != environment.keyboardShortcut {
            shortcut = environment.keyboardShortcut
            keyRoutesDidChange()
        }
        isEnabled = environment.isEnabled
    }

    var label: String { "[ \(title) ]" }

    override var acceptsFocus: Bool { true }

    override var keyHelp: [KeyHelp] { [KeyHelp("Enter", "press")] }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(DisplayWidth.of(label), proposal.width), height: min(1, proposal.height))
    }

    override var keyboardShortcut: Key? { shortcut }

    override var shortcutHelp: String { title }

    override func activate() { press() }

    override var activatesWithRow: Bool { true }

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
        if isFocused {
            drawn.reverse.toggle()
            drawn.bold = true
        }
        if !isEnabled { drawn.dim = true }
        canvas.draw(label, at: frame.origin, style: drawn, clip: clip)
    }
}
