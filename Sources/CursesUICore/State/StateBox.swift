/// The storage behind one `@State` property (and `@AppStorage` slots): reading `value` during
/// an evaluation records that node as a reader; writing a different value invalidates exactly
/// those readers.
final class StateBox<Value> {
    private var storedValue: Value
    private let readers = StateReaders()
    /// The graph's count of live `@State` storage, for boxes that belong to a view.
    private let liveCount: LiveCount?

    init(_ value: Value, counting liveCount: LiveCount? = nil) {
        storedValue = value
        self.liveCount = liveCount
        liveCount?.add()
    }

    deinit { liveCount?.remove() }

    var value: Value {
        get {
            readers.recordRead()
            return storedValue
        }
        set {
            let unchanged = ValueEquality.isEqual(storedValue, newValue)
            storedValue = newValue
            if !unchanged { readers.invalidateChangedReaders() }
        }
    }
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
        linked = node.storage(for: key) { StateBox(initialValue, counting: node.graph.stateCount) }
    }
}
