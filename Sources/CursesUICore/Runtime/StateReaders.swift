/// The nodes that read one piece of framework state (`@State`, `@AppStorage`, `@FocusState`,
/// the help context) during their latest evaluation.
///
/// Framework state does not go through Observation: a `withObservationTracking` registration
/// is only released when the property changes, so a node re-evaluated for another reason would
/// leave one behind on every evaluation. Here a node is recorded at most once per piece of
/// state, and the set is emptied when the state changes, so it never grows with use.
final class StateReaders {
    private var readers: [ObjectIdentifier: WeakNode] = [:]
    /// Size at which readers that left the graph are swept out: state that never changes is
    /// read by screens that come and go, and must not collect their dead nodes.
    private var sweepThreshold = 8

    init() {}

    /// Records the node being evaluated now, if any, as a reader.
    func recordRead() {
        guard let node = Node.evaluating else { return }
        record(node)
    }

    /// Records `node` as a reader until the next change.
    func record(_ node: Node) {
        let key = ObjectIdentifier(node)
        // A dead node's address can be reused by a new node: only the same node counts as known.
        if let known = readers[key] {
            if known.node === node { return }
            known.count.remove()
        }
        let entry = WeakNode(node)
        entry.count.add()
        readers[key] = entry
        if readers.count >= sweepThreshold { sweep() }
    }

    private func sweep() {
        let (kept, gone) = readers.partitioned(by: { $0.value.node?.isMounted ?? false })
        for entry in gone.values { entry.count.remove() }
        readers = kept
        sweepThreshold = max(8, readers.count * 2)
    }

    /// Invalidates every reader and forgets them; they record themselves again when they
    /// re-evaluate.
    func invalidateReaders() {
        guard !readers.isEmpty else { return }
        let current = readers
        readers.removeAll()
        for entry in current.values { entry.count.remove() }
        MainActor.assumeIsolated {
            for reader in current.values { reader.node?.invalidate() }
        }
    }

    deinit {
        for entry in readers.values { entry.count.remove() }
    }
}

/// A reader: the node, not kept alive, and its graph's count of reader entries.
struct WeakNode {
    weak var node: Node?
    let count: LiveCount

    init(_ node: Node) {
        self.node = node
        count = MainActor.assumeIsolated { node.graph.stateReaderCount }
    }
}

extension Dictionary {
    /// The entries that satisfy `belongs`, and the rest.
    func partitioned(by belongs: (Element) -> Bool) -> (Self, Self) {
        var kept = Self()
        var rest = Self()
        for element in self {
            if belongs(element) { kept[element.key] = element.value } else { rest[element.key] = element.value }
        }
        return (kept, rest)
    }
}
