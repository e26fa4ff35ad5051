import Observation

/// A view's place in the view graph: it carries identity, `@State` storage and the
/// observation subscription across re-renders, while the `View` values come and go.
///
/// A node evaluates its view (a body, or a primitive's `configure`) inside
/// `withObservationTracking`; a change to any observable property read there invalidates this
/// node alone. Children are reconciled by position and type (and by id in `ForEach`), so a
/// child of the same type keeps its node and its state.
@MainActor
public final class Node {
    private(set) var view: any View
    /// What ``View/_builtIn`` makes of `view` (nil for a view with a body), made when first
    /// needed for a value: a modifier's answer casts and copies the whole view each time it is
    /// asked, and a container handed new children (through ``containerType``) needs none.
    var builtIn: _BuiltInView? {
        if !builtInIsCurrent {
            builtInValue = view._builtIn
            containerType = builtInValue?.containerType
            builtInIsCurrent = true
        }
        return builtInValue
    }
    private var builtInValue: _BuiltInView?
    private var builtInIsCurrent = true
    /// The type of `view` when it holds other views.
    private(set) var containerType: (any ContainerView.Type)?
    /// How `view` compares with a new value of its type, looked up once per node.
    var viewComparer: ValueComparer?
    /// The node above, while it lives.
    var parent: Node? { parentReference?.node }
    private let parentReference: NodeReference?
    /// Where others refer to this node without keeping it alive (see `NodeReference`).
    nonisolated let reference = NodeReference()
    unowned let graph: ViewGraph
    private(set) var children: [Node] = []
    private(set) var childIDs: [ChildID] = []
    /// The environment this node's view sees. Written on the main actor only; readable without
    /// an actor check so that `@Environment` reads on the main thread stay cheap.
    nonisolated(unsafe) var environment: EnvironmentValues
    /// What the view read of `environment` since its latest evaluation began (`Node+EnvironmentReads`).
    nonisolated(unsafe) var environmentReads: [EnvironmentRead] = []
    /// The environment passed to the children; primitives change it in `configure`.
    var childEnvironment: EnvironmentValues
    /// The control of a primitive view that lays out and draws, if it has one.
    private(set) var control: Control?
    /// Behaviour attached by modifiers (key handler, help, focus binding, disappear action),
    /// found by walking up from a control.
    var attributes = NodeAttributes() {
        didSet {
            if !attributes.routesKeys(like: oldValue) {
                graph.keyRoutesDidChange()
            } else if !attributes.declaresSameHelp(as: oldValue) {
                graph.keyHelpDidChange()  // the same routes, other words in the help bar
            }
        }
    }
    var isDirty = false
    /// True while the node is built for the first time (``mount()``).
    private var isMounting = false
    /// Checks of members this node read (`$draft.name`) that a write may have changed.
    var pendingMemberChecks: [() -> Bool] = []
    /// The preference values of this subtree, combined after its children were evaluated.
    private(set) var preferences = PreferenceValues()
    /// True while the node waits in the graph's queue to combine its preferences again.
    var needsPreferences = false
    /// False once the node left the graph: a late observation change must not revive it (set
    /// by `unmount` and `detachFromEndedGraph` only).
    nonisolated(unsafe) var isMounted = true
    let depth: Int
    /// The boxes of the view's `@State` and friends, by property key; made through `storage(for:make:)`.
    var propertyStorage: [String: AnyObject] = [:]
    /// True for a container of rows that come and go as it scrolls (``LazyList``): a row that
    /// leaves may be given to one that comes, as a list recycles its cells (`Node+Recycling`).
    var recyclesChildren = false

    init(view: any View, parent: Node?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        builtInValue = view._builtIn
        containerType = builtInValue?.containerType
        parentReference = parent?.reference
        self.graph = graph
        self.environment = environment
        childEnvironment = environment
        depth = (parent?.depth ?? -1) + 1
        reference.node = self
    }

    deinit { reference.node = nil }

    /// Makes the control and evaluates the view for the first time.
    func mount() {
        assert(builtIn != nil || !(view is PrimitiveView), "\(type(of: view)) must answer _builtIn")
        isMounting = true
        defer { isMounting = false }
        if let primitive = builtIn?.primitive {
            control = primitive.makeControl(for: self)
        }
        evaluate()
    }

    /// The node whose view is being evaluated: state read now records it as a reader.
    nonisolated(unsafe) static var evaluating: Node?
    /// Counts the node's evaluations (and up-to-date checks): what state it read in an earlier
    /// one is replaced by what it reads in the latest.
    nonisolated(unsafe) private(set) var readEvaluation: UInt32 = 0

    /// Takes a new value of the same view type from the parent. The node is evaluated again
    /// only when the value or the environment changed; a container whose own parameters are
    /// unchanged hands the new children straight to its child nodes.
    func receive(_ newView: any View, environment newEnvironment: EnvironmentValues) {
        if !isDirty, environment.isEquivalent(to: newEnvironment) {
            if let containerType {
                if let children = containerType.childViews(of: newView, ifConfiguredAs: view) {
                    view = newView
                    builtInIsCurrent = false
                    reconcile(children)
                    return
                }
            } else if viewIsEquivalent(to: newView) {
                return
            }
        } else if !isDirty, containerType != nil || builtIn != nil, viewIsEquivalent(to: newView),
            let primitive = newView._builtIn?.primitive, primitive.looksTheSame(in: newEnvironment, node: self)
        {
            environment = newEnvironment
            childEnvironment = newEnvironment
            return
        } else if !isDirty, builtIn == nil, viewIsEquivalent(to: newView), keepsBody(in: newEnvironment) {
            return
        }
        view = newView
        builtInIsCurrent = false
        environment = newEnvironment
        evaluate()
    }

    /// Brings an invalidated node up to date: a control that already shows what its state
    /// holds is left alone (the check re-subscribes it), anything else is evaluated again.
    func refresh() {
        if !pendingMemberChecks.isEmpty { checkPendingMembers() }
        guard isDirty else { return }
        if let primitive = builtIn?.primitive, tracking({ primitive.isUpToDate(self) }) {
            isDirty = false
            return
        }
        evaluate()
    }

    /// Re-evaluates this node's view and reconciles its children.
    func evaluate() {
        isDirty = false
        pendingMemberChecks.removeAll()
        graph.counters.nodeEvaluations += 1
        childEnvironment = environment
        let childViews: [ViewChild]
        if let primitive = builtIn?.primitive {
            childViews = tracking { primitive.configure(self) }
        } else {
            graph.counters.bodyEvaluations += 1
            environmentReads.removeAll(keepingCapacity: true)
            linkDynamicProperties()
            let body = tracking { view._anyBody }
            childViews = [ViewChild(body)]
        }
        if control?.keepsChildrenOutOfKeyReach ?? false {
            graph.outOfKeyReach { reconcile(childViews) }
        } else {
            reconcile(childViews)
        }
    }

    /// Runs `work` with this node recorded as the reader of the state it reads: framework
    /// state through ``StateReaders``, observable models through Observation.
    func tracking<Result>(_ work: () -> Result) -> Result {
        let outer = Node.evaluating
        Node.evaluating = self
        defer { Node.evaluating = outer }
        readEvaluation &+= 1
        let registration = ObservationRegistration(counting: graph.observationCount)
        let mainThread = MainThreadCheck()
        let reference = reference
        return withObservationTracking(work) {
            registration.fired()
            if !mainThread.runIfCurrent({ reference.node?.invalidate() }) {
                // A model changed off the main actor: the node is invalidated on it, next turn.
                Task { @MainActor in reference.node?.invalidate() }
            }
        }
    }

    private func reconcile(_ newChildren: [ViewChild]) {
        if hasChildIDs(of: newChildren) { return reconcileInPlace(newChildren) }
        let newIDs = newChildren.map(\.id)
        var oldByID = Dictionary(zip(childIDs, children), uniquingKeysWith: { first, _ in first })
        var recyclable = recyclesChildren ? recyclableChildren(keeping: newIDs) : []
        var reused: [Node] = []
        reused.reserveCapacity(newChildren.count)
        for child in newChildren {
            if let existing = oldByID.removeValue(forKey: child.id), type(of: existing.view) == type(of: child.view) {
                existing.receive(child.view, environment: childEnvironment)
                reused.append(existing)
            } else if let index = recyclable.firstIndex(where: { type(of: $0.view) == type(of: child.view) }) {
                let node = recyclable.remove(at: index)
                node.recycle(as: child.view, environment: childEnvironment)
                reused.append(node)
            } else {
                let node = Node(view: child.view, parent: self, graph: graph, environment: childEnvironment)
                node.mount()
                reused.append(node)
            }
        }
        // Everything not carried over leaves: a replaced type, a dropped id, a duplicate id.
        let kept = Set(reused.map(ObjectIdentifier.init))
        for old in children where !kept.contains(ObjectIdentifier(old)) { old.leaveGraph() }
        // The same nodes in the same order (recycled rows) leave the controls as they were.
        let structureChanged = reused.count != children.count || zip(reused, children).contains { $0 !== $1 }
        children = reused
        childIDs = newIDs
        if structureChanged { controlsDidChange() }
        graph.setNeedsPreferences(self)
    }

    /// True when `newChildren` carry the ids of the children, in the same order: what most
    /// updates hand down, matched by position without hashing the ids.
    private func hasChildIDs(of newChildren: [ViewChild]) -> Bool {
        guard newChildren.count == childIDs.count else { return false }
        for index in childIDs.indices where newChildren[index].id != childIDs[index] { return false }
        return true
    }

    /// ``reconcile(_:)`` for children with the ids the nodes have: each goes to the node in its
    /// place, which it replaces only when its type changed.
    private func reconcileInPlace(_ newChildren: [ViewChild]) {
        var replaced: [Node] = []
        for (index, child) in newChildren.enumerated() {
            let existing = children[index]
            if type(of: existing.view) == type(of: child.view) {
                existing.receive(child.view, environment: childEnvironment)
            } else {
                let node = Node(view: child.view, parent: self, graph: graph, environment: childEnvironment)
                node.mount()
                children[index] = node
                replaced.append(existing)
            }
        }
        for old in replaced { old.leaveGraph() }
        if !replaced.isEmpty { controlsDidChange() }
        graph.setNeedsPreferences(self)
    }

    /// Combines the children's preference values, in order, then applies this node's own
    /// writer; true when the result differs from what the parent last got.
    func combinePreferences() -> Bool {
        needsPreferences = false
        var values = PreferenceValues()
        for child in children where !child.preferences.isEmpty { values.combine(with: child.preferences) }
        attributes[PreferenceObserverAttribute.self]?(self, values)
        attributes[PreferenceWriterAttribute.self]?(&values)
        guard !values.isEquivalent(to: preferences) else { return false }
        preferences = values
        return true
    }

    /// Gives the child at `index` a new view outside an evaluation of this node: a preference
    /// reader rebuilding what it shows from values that came up from its other children.
    func replaceChild(at index: Int, with view: any View) {
        guard children.indices.contains(index) else { return }
        let child = children[index]
        if type(of: child.view) == type(of: view) {
            child.receive(view, environment: childEnvironment)
        } else {
            child.leaveGraph()
            let replacement = Node(view: view, parent: self, graph: graph, environment: childEnvironment)
            replacement.mount()
            children[index] = replacement
            controlsDidChange()
        }
        graph.setNeedsPreferences(self)
    }

    /// Tells the nearest container control above that the controls below it changed.
    private func controlsDidChange() {
        var owner: Node = self
        while owner.control == nil {
            if owner.isMounting { return }  // its parent takes in its controls once it is built
            guard let parent = owner.parent else { break }
            owner = parent
        }
        if let control = owner.control {
            control.children = owner.childControls
            control.childrenDidChange()
            if control.isReachableByKeys { graph.keyRoutesDidChange() }
        } else {
            graph.rootControlsDidChange()
        }
    }
}
