/// The nodes that read one piece of framework state (`@State`, `@AppStorage`, `@FocusState`,
/// the help context) during their latest evaluation.
///
/// Framework state does not go through Observation: a `withObservationTracking` registration
/// is only released when the property changes, so a node re-evaluated for another reason would
/// leave one behind on every evaluation. Here a node is recorded at most once per piece of
/// state, and the set is emptied when the state changes, so it never grows with use.
final class StateReaders {
    private var readers: [ObjectIdentifier: Reader] = [:]
    /// Size at which readers that left the graph are swept out: state that never changes is
    /// read by screens that come and go, and must not collect their dead nodes.
    private var sweepThreshold = 8

    init() {}

    /// The state read while a binding to a member reads its base, from `beginMemberRead()` on:
    /// recorded with the member's check once the member's value is known.
    nonisolated(unsafe) private static var pendingMemberReads: [StateReaders] = []
    nonisolated(unsafe) private static var memberReadDepth = 0

    /// Records the node being evaluated now, if any, as a reader.
    func recordRead() {
        guard let node = Node.evaluating else { return }
        if Self.memberReadDepth > 0 { return Self.pendingMemberReads.append(self) }
        record(node)
    }

    /// Starts a member read (`$draft.name`): state read from now on waits for
    /// `endMemberRead(from:node:check:)`. Returns where its reads start.
    static func beginMemberRead() -> Int {
        memberReadDepth += 1
        return pendingMemberReads.count
    }

    /// Records `node` as a reader, of the member `check` looks at only, of the state read since
    /// `start`; `check` is made only when some state was read.
    static func endMemberRead(from start: Int, node: Node, check: () -> () -> Bool) {
        memberReadDepth -= 1
        guard pendingMemberReads.count > start else { return }
        let memberCheck = check()
        for readers in pendingMemberReads[start...] { readers.record(node, memberCheck: memberCheck) }
        pendingMemberReads.removeSubrange(start...)
    }

    /// Records `node` as a reader until the next change: of the whole value, or only of the
    /// member `memberCheck` looks at. What the node read in an earlier evaluation is replaced.
    func record(_ node: Node, memberCheck: (() -> Bool)? = nil) {
        let key = ObjectIdentifier(node)
        // A dead node's address can be reused by a new node: only the same node counts as known.
        if var known = readers[key] {
            if known.node === node {
                if known.evaluation != node.readEvaluation {
                    known.evaluation = node.readEvaluation
                    known.memberChecks = memberCheck.map { [$0] }
                } else if known.memberChecks == nil {
                    return  // reads the whole value already
                } else if let memberCheck {
                    known.memberChecks?.append(memberCheck)
                } else {
                    known.memberChecks = nil
                }
                readers[key] = known
                return
            }
            known.count.remove()
        }
        readers[key] = Reader(node, memberCheck: memberCheck)
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
        let nodes = current.values.compactMap(\.node)
        MainActor.assumeIsolated {
            for node in nodes { node.invalidate() }
        }
    }

    /// After a change of the value: invalidates the readers of all of it; the readers of
    /// members only check in the next update whether their member reads differently.
    func invalidateChangedReaders() {
        guard readers.values.contains(where: { $0.memberChecks != nil }) else { return invalidateReaders() }
        var changed: [Node] = []
        var toCheck: [(node: Node, checks: [() -> Bool])] = []
        for (key, reader) in readers {
            if let checks = reader.memberChecks, let node = reader.node {
                toCheck.append((node, checks))
                continue
            }
            readers[key] = nil
            reader.count.remove()
            if let node = reader.node { changed.append(node) }
        }
        nonisolated(unsafe) let checked = toCheck  // run at once on this thread, never sent
        MainActor.assumeIsolated {
            for node in changed { node.invalidate() }
            for (node, checks) in checked { node.checkMembersBeforeNextUpdate(checks) }
        }
    }

    deinit {
        for entry in readers.values { entry.count.remove() }
    }
}

/// A reader: the node, not kept alive, its graph's count of reader entries, and what it read in
/// its latest evaluation.
private struct Reader {
    private let reference: NodeReference
    var node: Node? { reference.node }
    let count: LiveCount
    /// The node's evaluation these reads belong to.
    var evaluation: UInt32
    /// For a reader of members only (`$draft.name`), one check per member read, each true while
    /// its member reads the same; nil for a reader of the whole value.
    var memberChecks: [() -> Bool]?

    init(_ node: Node, memberCheck: (() -> Bool)?) {
        reference = node.reference
        count = MainActor.assumeIsolated { node.graph.stateReaderCount }
        evaluation = node.readEvaluation
        memberChecks = memberCheck.map { [$0] }
        count.add()
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
