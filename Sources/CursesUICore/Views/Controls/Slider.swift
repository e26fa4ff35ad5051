/// A value picked from a range by moving a thumb along a track: ←/→ (or -/+) move it by
/// `step`, Home/End go to the ends.
///
/// ```swift
/// Slider(value: $volume, in: 0...1)
/// Slider(value: $months, in: 1...24, step: 1)
/// ```
public struct Slider: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?

    /// A slider over `bounds`; without `step`, a key moves it a twentieth of the range.
    public init<Value: BinaryFloatingPoint>(
        value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1, step: Value.Stride? = nil
    ) where Value.Stride: BinaryFloatingPoint {
        self.value = value.map(get: { Double($0) }, set: { Value($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
    }
}

extension Slider: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { SliderControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        (node.control as? SliderControl)?.configure(
            value: value, bounds: bounds, step: step ?? (bounds.upperBound - bounds.lowerBound) / 20, environment: node.environment)
        return []
    }

    func isUpToDate(_ node: Node) -> Bool {
        (node.control as? SliderControl)?.shownValue == value.wrappedValue
    }
}

/// Draws `━━━━━●──────` across its width, the filled part in the tint colour.
final class SliderControl: Control {
    private var binding: Binding<Double> = .constant(0)
    private var bounds: ClosedRange<Double> = 0...1
    private var step = 0.05
    private var tint: Color?
    private(set) var shownValue = 0.0

    func configure(value: Binding<Double>, bounds newBounds: ClosedRange<Double>, step newStep: Double, environment: EnvironmentValues) {
        binding = value
        step = newStep > 0 ? newStep : 0.05
        isEnabled = environment.isEnabled
        let current = value.wrappedValue
        if current != shownValue || newBounds != bounds || environment.style != style || environment.tint != tint {
            shownValue = current
            bounds = newBounds
            style = environment.style
            tint = environment.tint
            setNeedsDisplay()
        }
    }

    override var acceptsFocus: Bool { true }

    override var keyHelp: [KeyHelp] { [KeyHelp("←→", "adjust")] }

    override func expands(_ axis: Axis) -> Bool { axis == .horizontal }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: min(1, proposal.height))
    }

    override func handle(_ key: Key) -> Bool {
        let target: Double
        switch key {
        case .left, .character("-"): target = shownValue - step
        case .right, .character("+"), .character("="): target = shownValue + step
        case .home: target = bounds.lowerBound
        case .end: target = bounds.upperBound
        default: return false
        }
        let clamped = min(max(target, bounds.lowerBound), bounds.upperBound)
        let steps = ((clamped - bounds.lowerBound) / step).rounded()
        // Rounded to 9 places, so 11 steps of 0.05 are 0.55 and not 0.55000000000000004.
        let snapped = ((bounds.lowerBound + steps * step) * 1e9).rounded() / 1e9
        graph?.write(min(snapped, bounds.upperBound), to: binding, control: "slider")
        return true
    }

    override func draw(in canvas: inout Canvas, clip: Rect) {
        let width = frame.size.width
        guard width > 0 else { return }
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? (shownValue - bounds.lowerBound) / span : 0
        let thumb = min(width - 1, max(0, Int((fraction * Double(width - 1)).rounded())))
        var filled = style
        filled.foreground = tint ?? .cyan
        if !isEnabled { filled.dim = true }
        var track = style
        track.dim = true
        var knob = style
        knob.bold = true
        if isFocused { knob.reverse.toggle() }
        canvas.draw(String(repeating: "━", count: thumb), at: frame.origin, style: filled, clip: clip)
        canvas.draw("●", at: Point(x: frame.minX + thumb, y: frame.minY), style: knob, clip: clip)
        canvas.draw(
            String(repeating: "─", count: width - thumb - 1), at: Point(x: frame.minX + thumb + 1, y: frame.minY), style: track, clip: clip)
    }
}
