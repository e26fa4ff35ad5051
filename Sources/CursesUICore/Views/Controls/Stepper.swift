/// A value changed one step at a time, as SwiftUI's `Stepper`: drawn `Label [−|+]`, a side
/// dim where its bound is reached; ←/→ or −/+ step it. As in SwiftUI, the label shows the
/// value if you put it there. The label is any view, drawn by its own nodes before the signs;
/// a string literal is read as Markdown, inflection included.
///
/// ```swift
/// Stepper("Months: \(months)", value: $months, in: 1...24)
/// Stepper("^[\(cups) cup](inflect: true)", value: $cups, in: 1...20)
/// Stepper(value: $guests, in: 1...12) { Label("\(guests) guests", systemImage: "person.2") }
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    let decrement: (@MainActor () -> Void)?
    let increment: (@MainActor () -> Void)?
    let onEditingChanged: (Bool) -> Void

    /// A stepper over `bounds`, moving by `step`, showing `label`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.onEditingChanged = onEditingChanged
        let current = value.wrappedValue
        let lower: V = Swift.max(bounds.lowerBound, current.advanced(by: -step))
        let higher: V = Swift.min(bounds.upperBound, current.advanced(by: step))
        let setLower: @MainActor () -> Void = { value.wrappedValue = lower }
        let setHigher: @MainActor () -> Void = { value.wrappedValue = higher }
        decrement = current > bounds.lowerBound ? setLower : nil
        increment = current < bounds.upperBound ? setHigher : nil
    }

    /// A stepper without bounds, showing `label`.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.onEditingChanged = onEditingChanged
        let down: @MainActor () -> Void = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        let up: @MainActor () -> Void = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = down
        increment = up
    }

    /// A stepper that calls `onIncrement` and `onDecrement` (nil disables that direction).
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onEditingChanged = onEditingChanged
        increment = onIncrement
        decrement = onDecrement
    }
}

extension Stepper where Label == Text {
    /// A stepper over `bounds` titled by a string literal, read as Markdown.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper over `bounds` titled `title`, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(String(title)) }
    }

    /// A stepper without bounds titled by a string literal, read as Markdown.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper without bounds titled `title`, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(String(title)) }
    }

    /// A stepper titled by a string literal that calls `onIncrement` and `onDecrement`.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that calls `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(String(title)) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

extension Stepper: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { StepperControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? StepperControl else { return [] }
        let hidesLabel = node.environment.labelsHidden
        control.configure(
            decrement: decrement, increment: increment, onEditingChanged: onEditingChanged, hasLabel: !hidesLabel,
            environment: node.environment)
        return hidesLabel ? [] : [ViewChild(label)]
    }
}

/// Draws `[−|+]` at the trailing edge, its label's controls at the leading edge, leaving out the
/// sign of a direction that is at its bound. As on iOS, a labelled stepper takes the width
/// offered (not in a toolbar, nor where the offer is unbounded, as under `fixedSize()`).
final class StepperControl: LabelHostControl {
    private var decrement: (@MainActor () -> Void)?
    private var increment: (@MainActor () -> Void)?
    private var onEditingChanged: (Bool) -> Void = { _ in }
    private var hasLabel = true
    private var isInToolbar = false

    private var fillsWidth: Bool { hasLabel && !isInToolbar }

    func configure(
        decrement newDecrement: (@MainActor () -> Void)?, increment newIncrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void, hasLabel newHasLabel: Bool, environment: EnvironmentValues
    ) {
        if (newDecrement == nil) != (decrement == nil) || (newIncrement == nil) != (increment == nil) { setNeedsDisplay() }
        decrement = newDecrement
        increment = newIncrement
        self.onEditingChanged = onEditingChanged
        if newHasLabel != hasLabel || environment.isInToolbar != isInToolbar {
            hasLabel = newHasLabel
            isInToolbar = environment.isInToolbar
            setNeedsLayout()
        }
        if environment.style != style {
            style = environment.style
            setNeedsDisplay()
        }
        isEnabled = environment.isEnabled
    }

    override var labelInsets: (leading: Int, trailing: Int) { (0, hasLabel && !children.isEmpty ? 6 : 5) }

    override func expands(_ axis: Axis) -> Bool { axis == .horizontal && fillsWidth }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let hugging = super.sizeThatFits(proposal)
        guard fillsWidth, !proposal.width.isUnboundedLength else { return hugging }
        return Size(width: proposal.width, height: hugging.height)
    }

    override var acceptsFocus: Bool { true }

    override var keyHelp: [KeyHelp] { [KeyHelp("← → − +", "step")] }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .left, .character("-"), .character("−"):
            step(decrement)
            return true
        case .right, .character("+"), .character("="):
            step(increment)
            return true
        default:
            return false
        }
    }

    /// One step, told to `onEditingChanged` as an edit that begins and ends with the key.
    private func step(_ action: (@MainActor () -> Void)?) {
        guard isEnabled, let action else { return }
        onEditingChanged(true)
        action()
        onEditingChanged(false)
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        let signs = "[\(decrement == nil ? " " : "−")|\(increment == nil ? " " : "+")]"
        canvas.draw(signs, at: Point(x: frame.maxX - 5, y: frame.minY), style: style, clip: clip)
    }
}
