/// A check box bound to a `Bool`: `[x] Label`; Space or Enter flips it.
public struct Toggle: View {
    let title: String
    let isOn: Binding<Bool>

    /// A check box titled `title` bound to `isOn`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self.isOn = isOn
    }
}

extension Toggle: PrimitiveView {
    func makeControl(for node: Node) -> Control? { ToggleControl(node: node) }

    func update(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? ToggleControl else { return [] }
        control.configure(title: title, isOn: isOn, environment: node.environment)
        return []
    }
}

final class ToggleControl: Control {
    private var title = ""
    private var binding: Binding<Bool> = .constant(false)
    private var isOn = false

    func configure(title newTitle: String, isOn newBinding: Binding<Bool>, environment: EnvironmentValues) {
        binding = newBinding
        let value = newBinding.wrappedValue
        if newTitle != title {
            title = newTitle
            setNeedsLayout()
        }
        if value != isOn || style != environment.style {
            isOn = value
            style = environment.style
            setNeedsDisplay()
        }
        isEnabled = environment.isEnabled
    }

    private var label: String { "[\(isOn ? "x" : " ")] \(title)" }

    override var acceptsFocus: Bool { true }

    override var keyHelp: [KeyHelp] { [KeyHelp("Space", "switch")] }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(DisplayWidth.of(label), proposal.width), height: min(1, proposal.height))
    }

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
        canvas.draw(label, at: frame.origin, style: labelStyle, clip: clip)
    }
}
