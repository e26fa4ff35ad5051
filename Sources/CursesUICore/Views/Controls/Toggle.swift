/// A switch bound to a `Bool`, as SwiftUI's `Toggle`: by default a check box, `[x] Label`, and
/// in a `Form` or `List` row the label leading and the box at the row's trailing end,
/// `Label … [x]`, where iOS draws a toggle's switch in a form; Space or Enter flips it. The label is any
/// view, drawn by its own nodes. `.toggleStyle(_:)` draws it as a check box, a switch, a
/// button, or through a style of your own.
///
/// ```swift
/// Toggle("Ask before deleting", isOn: $settings.confirmsDeletion)
/// Toggle(isOn: $reminds) { Label("Remind me", systemImage: "bell") }
/// ```
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>
    @Environment(\.toggleStyle) private var style

    /// A toggle showing `label`, bound to `isOn`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
    }

    /// The toggle in its style.
    public var body: some View {
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(content: AnyView(label), text: PlainText.of(label)), isOn: isOn)
        if let style {
            style.makeBody(configuration)
        } else {
            ToggleBox(look: nil, isOn: isOn, label: configuration.label)
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by a string literal, read as Markdown, bound to `isOn`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled `title`, shown as it is, bound to `isOn`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(String(title)) }
    }
}

extension Toggle where Label == CursesUICore.Label<Text, Image> {
    /// A toggle titled `title` with an SF Symbol's glyph before it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { CursesUICore.Label(String(title), systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle from a style's configuration, for a style that wraps another:
    /// `Toggle(configuration).toggleStyle(.switch)`.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// A built-in toggle: a check box before its label, a switch after it, or a button around it;
/// with no look given (the automatic style), a check box: at the trailing end of a list's or
/// form's row (not in a menu, where iOS marks a toggle before its title), else before the label.
struct ToggleBox: View {
    enum Look: Hashable {
        case checkbox
        case `switch`
        case button
    }

    let look: Look?
    let isOn: Binding<Bool>
    let label: ToggleStyleConfiguration.Label
}

extension ToggleBox: PrimitiveView {
    var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { ToggleControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? ToggleControl else { return [] }
        let environment = node.environment
        let rowEnd = look == nil && environment.isInList && environment.buttonsDismissPresentation == nil
        let look = look ?? .checkbox
        let hidesLabel = environment.labelsHidden && look != .button
        control.configure(
            look: look, title: label.text, hasLabel: !hidesLabel, isOn: isOn, boxAtRowEnd: rowEnd, environment: environment)
        return hidesLabel ? [] : [ViewChild(label)]
    }
}

final class ToggleControl: LabelHostControl {
    override var activatable: (any Activatable)? { self }  // see ToggleControl+Activatable
    private var look = ToggleBox.Look.checkbox
    private var title = ""
    private var hasLabel = true
    private var binding: Binding<Bool> = .constant(false)
    private var isOn = false
    private var tint: Color?
    /// A switch or an automatic check box in a list's or form's row: it spans the row, the
    /// switch or box at the trailing end.
    private var spansRow = false
    private var boxAtRowEnd: Bool { spansRow && look == .checkbox }
    /// In a menu: closes it when the toggle is switched, as a button there does.
    private var dismiss: (@MainActor () -> Void)?

    func configure(
        look newLook: ToggleBox.Look, title newTitle: String, hasLabel newHasLabel: Bool, isOn newBinding: Binding<Bool>,
        boxAtRowEnd: Bool = false, environment: EnvironmentValues
    ) {
        binding = newBinding
        dismiss = environment.buttonsDismissPresentation
        let value = newBinding.wrappedValue
        title = newTitle
        let newSpansRow = (newLook == .switch || boxAtRowEnd) && environment.isInList && !environment.isInToolbar
        if newLook != look || newHasLabel != hasLabel || newSpansRow != spansRow {
            look = newLook
            hasLabel = newHasLabel
            spansRow = newSpansRow
            setNeedsLayout()
        }
        if value != isOn || style != environment.style || tint != environment.tint {
            isOn = value
            style = environment.style
            tint = environment.tint
            setNeedsDisplay()
        }
        isEnabled = environment.isEnabled
    }

    override var labelInsets: (leading: Int, trailing: Int) {
        switch look {
        case .checkbox: boxAtRowEnd ? (0, hasLabel ? 4 : 3) : (hasLabel ? 4 : 3, 0)
        case .switch: (0, hasLabel ? 6 : 5)
        case .button: (2, 2)
        }
    }

    override var isBoldWhenFocused: Bool { look == .button }

    override func expands(_ axis: Axis) -> Bool { axis == .horizontal && spansRow }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let size = super.sizeThatFits(proposal)
        guard spansRow, !proposal.width.isUnboundedLength else { return size }
        return Size(width: proposal.width, height: size.height)
    }

    override var acceptsFocus: Bool { true }

    override var keyHelp: [KeyHelp] { [KeyHelp("Space", "switch")] }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .character(" "), .enter:
            switchOver()
            return true
        case .mouse(let event) where event.kind == .press:
            switchOver()
            return true
        default:
            return false
        }
    }

    private func switchOver() {
        dismiss?()
        graph?.write(!isOn, to: binding, control: title)
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        switch look {
        case .checkbox:
            let origin = boxAtRowEnd ? Point(x: frame.maxX - 3, y: frame.minY) : frame.origin
            canvas.draw("[\(isOn ? "x" : " ")]", at: origin, style: style, clip: clip)
        case .switch:
            var state = style
            if isOn { state.foreground = tint ?? .green } else { state.dim = true }
            let origin = Point(x: frame.maxX - 5, y: frame.minY)
            canvas.draw("[", at: origin, style: style, clip: clip)
            canvas.draw(isOn ? "on " : "off", at: Point(x: origin.x + 1, y: origin.y), style: state, clip: clip)
            canvas.draw("]", at: Point(x: origin.x + 4, y: origin.y), style: style, clip: clip)
        case .button:
            canvas.draw("[", at: frame.origin, style: style, clip: clip)
            canvas.draw("]", at: Point(x: frame.maxX - 1, y: frame.minY), style: style, clip: clip)
        }
    }

    override func drawOver(in canvas: inout CellGrid, clip: Rect) {
        if look == .button, isOn {
            let tint = tint ?? .cyan
            canvas.restyle(frame.intersection(clip)) { style in
                style.bold = true
                style.foreground = tint
            }
        }
        super.drawOver(in: &canvas, clip: clip)
    }
}
