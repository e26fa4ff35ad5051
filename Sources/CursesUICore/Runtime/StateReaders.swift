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

    /// For the readers that read members only (`$draft.name`), one check per member read, each
    /// true while its member reads the same; a reader of the whole value has none.
    private var memberChecks: [ObjectIdentifier: [() -> Bool]] = [:]

    /// Set while a binding to a member reads its base: state read then records the reader with
    /// this check, so a change to another member of the value leaves the reader alone.
    nonisolated(unsafe) static var memberCheck: (() -> Bool)?

    /// Checks of one reader beyond which it counts as reading the whole value: a node evaluated
    /// again and again without a change here must not collect them.
    private static let mostMemberChecks = 4

    /// Records the node being evaluated now, if any, as a reader.
    func recordRead() {
        guard let node = Node.evaluating else { return }
        record(node, memberCheck: Self.memberCheck)
    }

    /// Records `node` as a reader until the next change: of the whole value, or only of the
    /// member `memberCheck` looks at.
    func record(_ node: Node, memberCheck: (() -> Bool)? = nil) {
        let key = ObjectIdentifier(node)
        // A dead node's address can be reused by a new node: only the same node counts as known.
        if let known = readers[key] {
            if known.node === node {
                guard let checks = memberChecks[key] else { return }  // reads the whole value already
                if let memberCheck, checks.count < Self.mostMemberChecks {
                    memberChecks[key] = checks + [memberCheck]
                } else {
                    memberChecks[key] = nil
                }
                return
            }
            known.count.remove()
        }
        let entry = WeakNode(node)
        entry.count.add()
        readers[key] = entry
        memberChecks[key] = memberCheck.map { [$0] }
        if readers.count >= sweepThreshold { sweep() }
    }

    private func sweep() {
        let (kept, gone) = readers.partitioned(by: { $0.value.node?.isMounted ?? false })
        for (key, entry) in gone {
            entry.count.remove()
            memberChecks[key] = nil
        }
        readers = kept
        sweepThreshold = max(8, readers.count * 2)
    }

    /// Invalidates every reader and forgets them; they record themselves again when they
    /// re-evaluate.
    func invalidateReaders() {
        guard !readers.isEmpty else { return }
        let current = readers
        readers.removeAll()
        memberChecks.removeAll()
        for entry in current.values { entry.count.remove() }
        MainActor.assumeIsolated {
            for reader in current.values { reader.node?.invalidate() }
        }
    }

    /// After a change of the value: invalidates the readers of all of it and those whose member
    /// now reads differently; the others stay recorded.
    func invalidateChangedReaders() {
        guard !memberChecks.isEmpty else { return invalidateReaders() }
        let outer = Node.evaluating
        Node.evaluating = nil  // the checks read the state again, for no view
        defer { Node.evaluating = outer }
        var changed: [WeakNode] = []
        for (key, reader) in readers {
            if let checks = memberChecks[key], checks.allSatisfy({ $0() }) { continue }
            readers[key] = nil
            memberChecks[key] = nil
            reader.count.remove()
            changed.append(reader)
        }
        MainActor.assumeIsolated {
            for reader in changed { reader.node?.invalidate() }
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
