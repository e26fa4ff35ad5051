/// A control that performs an action when pressed with Enter, Space, a click or its shortcut.
///
/// ```swift
/// Button("Next") { nextPressed() }.keyboardShortcut(.enter)
/// ```
///
/// The label is any view, drawn by its own nodes between the brackets: `[ Save ]`,
/// `[ 🗑 Delete ]`, or a view of your own; it is reversed while focused and dim while disabled.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void
    /// True for a button drawn as its bare label, without brackets (a navigation link's row).
    var isBare = false

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
    /// A button titled by a string literal, read as Markdown: `Button("Add **\(name)**") { … }`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// A button titled by a string literal, with a role: `.destructive` is red, `.cancel`
    /// answers Esc.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button titled `title`, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(title, role: nil, action: action)
    }

    /// A button titled `title` with a role: `.destructive` is red, `.cancel` answers Esc.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(String(title)) }
    }
}

extension Button: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { ButtonControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? ButtonControl else { return [] }
        var environment = node.environment
        if role == .destructive {
            environment.style.foreground = .red
            node.childEnvironment.style.foreground = .red
        }
        if role == .cancel, environment.keyboardShortcut == nil { environment.keyboardShortcut = .escape }
        var pressed = action
        if let dismiss = environment.buttonsDismissPresentation {
            let action = action
            pressed = {
                dismiss()
                action()
            }
        }
        control.hiddenTitle = (label as? any IconOnlyLabel)?.hiddenTitle(in: environment)
        if let style = environment.buttonStyle {
            control.configure(title: PlainText.of(label), action: pressed, look: .plain, environment: environment)
            let configuration = ButtonStyleConfiguration(
                role: role, label: ButtonStyleConfiguration.Label(content: AnyView(label)), isPressed: false)
            return [ViewChild(style.makeBody(configuration), id: "styled")]
        }
        // A list row that is a button (a layout of views, not a title) is the row itself, as on iOS.
        let isRow = environment.isInList && !(label is any ButtonTitleLabel) && environment.buttonLook == .bordered
        control.configure(
            title: PlainText.of(label), action: pressed, look: isBare || isRow ? .plain : environment.buttonLook, environment: environment)
        control.isListRowOrTitle = isBare || isRow
        return [ViewChild(label)]
    }
}

/// Draws the brackets around its label's controls (none for a plain button, bold in the tint
/// colour for a prominent one), and reverses (focused) or dims (disabled) the whole button over
/// what the label drew.
final class ButtonControl: LabelHostControl, Activatable {
    override var activatable: (any Activatable)? { self }
    private(set) var title = ""
    private var action: @MainActor () -> Void = {}
    private var shortcut: Key?
    private var look = ButtonLook.bordered
    private var tint: Color?
    /// A list row, a navigation link or a column title that is a button: Enter on it always
    /// presses it, even where a default action is on screen.
    var isListRowOrTitle = false
    /// The title of a label showing only its icon, which the help bar names the button by.
    var hiddenTitle: String?

    /// The shortcut comes from a toolbar placement (`.confirmationAction`), not the program.
    private(set) var isShortcutFromPlacement = false

    /// As on iPadOS with a keyboard, Return goes to the button the program gave Return
    /// (`.keyboardShortcut(.defaultAction)`) when there is one, from a button focus merely
    /// started on; a button the user moved to takes Return itself, and Space presses either.
    var passesReturnToDefaultAction: Bool { !isListRowOrTitle && shortcut != .enter }

    /// A button the program gave Return itself, which takes it from other focused buttons.
    var isProgramsDefaultAction: Bool { shortcut == .enter && !isShortcutFromPlacement }

    func configure(
        title newTitle: String, action: @escaping @MainActor () -> Void, look newLook: ButtonLook, environment: EnvironmentValues
    ) {
        if newLook != look {
            look = newLook
            setNeedsLayout()
        }
        if environment.tint != tint {
            tint = environment.tint
            setNeedsDisplay()
        }
        if newTitle != title {
            title = newTitle
            keyRoutesDidChange()  // the help bar names the shortcut by it
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
        isShortcutFromPlacement = environment.isShortcutFromPlacement
        isEnabled = environment.isEnabled
    }

    override var labelInsets: (leading: Int, trailing: Int) { look == .plain ? (0, 0) : (2, 2) }

    override var isBoldWhenFocused: Bool { true }

    override var acceptsFocus: Bool { true }

    override var keyHelp: [KeyHelp] { [KeyHelp("Enter", hiddenTitle ?? "press")] }

    var keyboardShortcut: Key? { shortcut }

    var shortcutHelp: String { title }

    func activate() { press() }

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

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        // A plain button (also one a style of the program's own draws) lets what is behind it
        // show, as in SwiftUI: a card's colour around a capsule or under a row of check boxes.
        guard look != .plain else {
            if style.background != .default { canvas.fill(frame.intersection(clip), style: style) }
            return
        }
        canvas.fill(frame.intersection(clip), style: style)
        canvas.draw("[", at: frame.origin, style: style, clip: clip)
        canvas.draw("]", at: Point(x: frame.maxX - 1, y: frame.minY), style: style, clip: clip)
    }

    override func drawOver(in canvas: inout CellGrid, clip: Rect) {
        if look == .prominent {
            let tint = tint ?? (style.foreground == .default ? .cyan : style.foreground)
            canvas.restyle(frame.intersection(clip)) { style in
                style.bold = true
                style.foreground = tint
            }
        }
        super.drawOver(in: &canvas, clip: clip)
    }
}

/// A label that titles a button (a text, a label, an image), drawn between its brackets; a
/// button in a list row with any other label is the row itself.
protocol ButtonTitleLabel {}

extension Text: ButtonTitleLabel {}
extension Image: ButtonTitleLabel {}
extension Label: ButtonTitleLabel {}
