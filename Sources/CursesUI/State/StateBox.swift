import Observation

/// The observable storage behind one `@State` property: reading `value` in a body subscribes
/// that body, writing it re-renders exactly the bodies that read it.
@Observable
final class StateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Where a property wrapper finds its box; linked by the node on every body evaluation.
final class StateLocation<Value> {
    private let initialValue: Value
    private var linked: StateBox<Value>?

    init(_ initialValue: Value) { self.initialValue = initialValue }

    /// The linked box, or a private one when the view is used outside a view graph.
    var box: StateBox<Value> {
        if let linked { return linked }
        let own = StateBox(initialValue)
        linked = own
        return own
    }

    @MainActor func link(to node: Node, key: String) {
        linked = node.storage(for: key) { StateBox(initialValue) }
    }
}
