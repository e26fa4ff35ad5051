/// A value changed one step at a time, as SwiftUI's `Stepper`: drawn `Title [−|+]`, a side
/// dim where its bound is reached; ←/→ or −/+ step it. As in SwiftUI, the title shows the
/// value if you put it there, and a string literal is a ``LocalizedStringKey``: its Markdown
/// is read (`^[\(count) time](inflect: true)` reads "1 time", "2 times").
///
/// ```swift
/// Stepper("Months: \(months)", value: $months, in: 1...24)
/// ```
public struct Stepper: View {
    let title: String
    let decrement: (@MainActor () -> Void)?
    let increment: (@MainActor () -> Void)?

    /// A stepper over `bounds`, moving by `step`, titled with a string's characters as they are.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.title = String(title)
        let current = value.wrappedValue
        let lower: V = Swift.max(bounds.lowerBound, current.advanced(by: -step))
        let higher: V = Swift.min(bounds.upperBound, current.advanced(by: step))
        let setLower: @MainActor () -> Void = { value.wrappedValue = lower }
        let setHigher: @MainActor () -> Void = { value.wrappedValue = higher }
        decrement = current > bounds.lowerBound ? setLower : nil
        increment = current < bounds.upperBound ? setHigher : nil
    }

    /// A stepper without bounds, titled with a string's characters as they are.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
        self.title = String(title)
        let down: @MainActor () -> Void = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        let up: @MainActor () -> Void = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = down
        increment = up
    }

    /// A stepper that calls `onIncrement` and `onDecrement` (nil disables that direction).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?) {
        self.title = String(title)
        increment = onIncrement
        decrement = onDecrement
    }

    /// A stepper over `bounds`, moving by `step`, titled with `titleKey` (its Markdown read).
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(titleKey.text.string(), value: value, in: bounds, step: step)
    }

    /// A stepper without bounds, titled with `titleKey` (its Markdown read).
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(titleKey.text.string(), value: value, step: step)
    }

    /// A stepper that calls `onIncrement` and `onDecrement`, titled with `titleKey` (its Markdown read).
    public init(_ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?) {
        self.init(titleKey.text.string(), onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

extension Stepper: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { StepperControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        (node.control as? StepperControl)?.configure(self, environment: node.environment)
        return []
    }
}

/// Draws `Title [−|+]`, leaving out the sign of a direction that is at its bound.
final class StepperControl: Control {
    private var stepper: Stepper?
    private var label = ""

    func configure(_ stepper: Stepper, environment: EnvironmentValues) {
        self.stepper = stepper
        isEnabled = environment.isEnabled
        let title = environment.labelsHidden || stepper.title.isEmpty ? "" : stepper.title + " "
        let newLabel = "\(title)[\(stepper.decrement == nil ? " " : "−")|\(stepper.increment == nil ? " " : "+")]"
        if newLabel != label {
            if DisplayWidth.of(newLabel) != DisplayWidth.of(label) { setNeedsLayout() }
            label = newLabel
            setNeedsDisplay()
        }
        if environment.style != style {
            style = environment.style
            setNeedsDisplay()
        }
    }

    override var acceptsFocus: Bool { true }

    override var keyHelp: [KeyHelp] { [KeyHelp("← → − +", "step")] }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(DisplayWidth.of(label), proposal.width), height: min(1, proposal.height))
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .left, .character("-"), .character("−"):
            stepper?.decrement?()
            return true
        case .right, .character("+"), .character("="):
            stepper?.increment?()
            return true
        default:
            return false
        }
    }

    override func draw(in canvas: inout Canvas, clip: Rect) {
        canvas.draw(label, at: frame.origin, style: labelStyle, clip: clip)
    }
}
