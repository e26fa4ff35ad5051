/// A value picked from a range by moving a thumb along a track, as SwiftUI's `Slider`: ←/→
/// (or -/+) move it by `step`, Home/End go to the ends. The minimum and maximum value labels
/// show at its ends; the label is not shown, as on iOS, where it is read by VoiceOver only. `onEditingChanged` hears `true` at the first move and `false` when focus leaves.
///
/// ```swift
/// Slider(value: $volume, in: 0...1)
/// Slider(value: $size, in: 12...28, step: 1) {
///     Text("Text size")
/// } minimumValueLabel: {
///     Image(systemName: "textformat.size.smaller")
/// } maximumValueLabel: {
///     Image(systemName: "textformat.size.larger")
/// }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    let track: SliderTrack
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, minimumValueLabel: ValueLabel?,
        maximumValueLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        track = SliderTrack(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// A slider over `bounds` with a label and labels at both ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` moving by `step`, with a label and labels at both ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// The end labels and the track between them.
    public var body: some View {
        HStack(cellSpacing: 1) {
            if let minimumValueLabel { minimumValueLabel }
            track
            if let maximumValueLabel { maximumValueLabel }
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider over `bounds` with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` moving by `step`, with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds`; without `step`, a key moves it a twentieth of the range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

/// The track and thumb of a ``Slider``: the control that takes focus and keys.
struct SliderTrack: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    init<Value: BinaryFloatingPoint>(
        value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride?, onEditingChanged: @escaping (Bool) -> Void
    ) where Value.Stride: BinaryFloatingPoint {
        self.value = value.map(get: { Double($0) }, set: { Value($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.onEditingChanged = onEditingChanged
    }
}

extension SliderTrack: PrimitiveView {
    var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { SliderControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        (node.control as? SliderControl)?.configure(
            value: value, bounds: bounds, step: step ?? (bounds.upperBound - bounds.lowerBound) / 20, onEditingChanged: onEditingChanged,
            environment: node.environment)
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

    private var onEditingChanged: (Bool) -> Void = { _ in }
    private var isEditing = false

    func configure(
        value: Binding<Double>, bounds newBounds: ClosedRange<Double>, step newStep: Double, onEditingChanged: @escaping (Bool) -> Void,
        environment: EnvironmentValues
    ) {
        binding = value
        self.onEditingChanged = onEditingChanged
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

    override func focusDidChange() {
        guard !isFocused, isEditing else { return }
        isEditing = false
        onEditingChanged(false)
    }

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
        if !isEditing {
            isEditing = true
            onEditingChanged(true)
        }
        let clamped = min(max(target, bounds.lowerBound), bounds.upperBound)
        let steps = ((clamped - bounds.lowerBound) / step).rounded()
        // Rounded to 9 places, so 11 steps of 0.05 are 0.55 and not 0.55000000000000004.
        let snapped = ((bounds.lowerBound + steps * step) * 1e9).rounded() / 1e9
        graph?.write(min(snapped, bounds.upperBound), to: binding, control: "slider")
        return true
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
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
