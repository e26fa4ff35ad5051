/// A check box bound to a `Bool`: `[x] Label`; Space or Enter flips it. The label is any
/// view, drawn by its own nodes after the box.
///
/// ```swift
/// Toggle("Ask before deleting", isOn: $settings.confirmsDeletion)
/// Toggle(isOn: $reminds) { Label("Remind me", systemImage: "bell") }
/// ```
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>

    /// A check box showing `label`, bound to `isOn`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
    }
}

extension Toggle where Label == Text {
    /// A check box titled `title` bound to `isOn`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { ToggleControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? ToggleControl else { return [] }
        control.configure(title: PlainText.of(label), isOn: isOn, environment: node.environment)
        return [ViewChild(label)]
    }
}

final class ToggleControl: LabelHostControl {
    private var title = ""
    private var binding: Binding<Bool> = .constant(false)
    private var isOn = false

    func configure(title newTitle: String, isOn newBinding: Binding<Bool>, environment: EnvironmentValues) {
        binding = newBinding
        let value = newBinding.wrappedValue
        title = newTitle
        if value != isOn || style != environment.style {
            isOn = value
            style = environment.style
            setNeedsDisplay()
        }
        isEnabled = environment.isEnabled
    }

    override var labelInsets: (leading: Int, trailing: Int) { (4, 0) }

    override var acceptsFocus: Bool { true }

    override var keyHelp: [KeyHelp] { [KeyHelp("Space", "switch")] }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .character(" "), .enter:
            graph?.write(!isOn, to: binding, control: title)
            return true
        case .mouse(let event) where event.kind == .press:
            graph?.write(!isOn, to: binding, control: title)
            return true
        default:
            return false
        }
    }

    override func draw(in canvas: inout Canvas, clip: Rect) {
        canvas.draw("[\(isOn ? "x" : " ")]", at: frame.origin, style: style, clip: clip)
    }
}
