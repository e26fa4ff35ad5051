/// Lays its content out as its own and, after each layout that gives it another frame, works
/// out a value from its geometry; when the value changed it queues the program's action to run
/// after the update, as SwiftUI's `onGeometryChange(for:of:action:)` does, so no state is
/// written while views are evaluated or laid out.
final class GeometryChangeControl<Value: Equatable>: PassThroughControl {
    var transform: (GeometryProxy) -> Value
    /// Runs with the old value and the new one.
    var action: (Value, Value) -> Void
    /// True when the action also runs for the first value (the one-value form).
    let runsForFirstValue: Bool
    var unit = LengthUnit.cells
    private var value: Value?
    private var observedFrame: Rect?

    init(node: Node, transform: @escaping (GeometryProxy) -> Value, action: @escaping (Value, Value) -> Void, runsForFirstValue: Bool) {
        self.transform = transform
        self.action = action
        self.runsForFirstValue = runsForFirstValue
        super.init(node: node)
    }

    override func layoutChildren() {
        super.layoutChildren()
        guard frame != observedFrame else { return }
        observedFrame = frame
        let newValue = transform(GeometryProxy(screenFrame: frame, unit: unit))
        let oldValue = value
        value = newValue
        let action = action
        if let oldValue {
            if oldValue != newValue { graph?.afterUpdate { action(oldValue, newValue) } }
        } else if runsForFirstValue {
            graph?.afterUpdate { action(newValue, newValue) }
        }
    }
}

/// Watches a value worked out from the view's geometry.
@usableFromInline struct GeometryChangeModifier<Value: Equatable>: NodeModifier {
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void
    let runsForFirstValue: Bool

    func makeControl(for node: Node) -> Control? {
        GeometryChangeControl(node: node, transform: transform, action: action, runsForFirstValue: runsForFirstValue)
    }

    func apply(to node: Node) {
        guard let control = node.control as? GeometryChangeControl<Value> else { return }
        control.unit = node.environment.lengthUnit
        control.transform = transform
        control.action = action
    }
}

extension View {
    /// Runs `action` with a value worked out from this view's geometry by `transform`, after
    /// the first layout and after each layout that changes it, as SwiftUI's
    /// `onGeometryChange(for:of:action:)`. The proxy's lengths are in the program's
    /// ``LengthUnit``; the action runs after the update, so it may change state.
    ///
    /// ```swift
    /// Text(note).onGeometryChange(for: Int.self) { proxy in Int(proxy.size.height) } action: { lines = $0 }
    /// ```
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: { _, newValue in action(newValue) }, runsForFirstValue: true))
    }

    /// Runs `action` with the old and the new value when a value worked out from this view's
    /// geometry changes, as SwiftUI's `onGeometryChange(for:of:action:)` with two values: not
    /// for the first value, which nothing came before.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: action, runsForFirstValue: false))
    }
}
