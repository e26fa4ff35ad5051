/// Owns the node tree: it knows which nodes are dirty, re-evaluates them top-down once per
/// loop turn, runs `onAppear`/`onChange` actions after the update that caused them, and
/// collects the screen areas that must be drawn again.
@MainActor
public final class ViewGraph {
    private(set) var root: Node!
    /// The screen-filling container of the root view's controls.
    let rootControl: StackControl
    /// How much work updates and frames did, for tests and the benchmark.
    public var counters = RenderCounters()
    /// Writes through bindings that did not stick, oldest first.
    public private(set) var droppedWrites: [DroppedWrite] = []
    /// Called when a dropped write is recorded (the `--debug-log` sink).
    public var onDroppedWrite: ((DroppedWrite) -> Void)?
    var typesWithoutDynamicProperties: Set<ObjectIdentifier> = []
    private var dirtyNodes: [Node] = []
    private var pendingActions: [() -> Void] = []
    private(set) var damagedAreas: [Rect] = []
    private(set) var needsLayout = true

    let stateReaderCount = LiveCount()
    let observationCount = LiveCount()
    let stateCount = LiveCount()

    /// How many reader entries this graph's nodes hold in framework state (`@State`,
    /// `@AppStorage`, help): bounded however long the app runs, which the soak tests check.
    public var liveStateReaders: Int { stateReaderCount.value }

    /// How many Observation registrations this graph's evaluations left in `@Observable`
    /// models; bounded like ``liveStateReaders``.
    public var liveObservationRegistrations: Int { observationCount.value }

    /// How many `@State` storages of this graph's views are alive. A view's state goes with
    /// its node, so once the same screens are back this is the same number again; more means
    /// something still holds the state of views that left.
    public var liveStates: Int { stateCount.value }

    /// Mounts `view` in `environment` and evaluates it once.
    public init(root view: some View, environment: EnvironmentValues = EnvironmentValues()) {
        rootControl = StackControl(node: nil, axis: .vertical, alignment: .leading, spacing: 0)
        root = Node(view: view, parent: nil, graph: self, environment: environment)
        root.mount()
        rootControlsDidChange()
        runPendingActions()
    }

    /// Gives the root a changed environment (size classes after a resize); nothing happens
    /// when the change leaves it equal, and below the root only nodes that see a difference
    /// are evaluated again.
    func updateRootEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        var environment = root.environment
        change(&environment)
        guard !environment.isEquivalent(to: root.environment) else { return }
        root.receive(root.view, environment: environment)
        rootControlsDidChange()
        runPendingActions()
    }

    /// True when a node is dirty or an action is waiting.
    public var needsUpdate: Bool { !dirtyNodes.isEmpty || !pendingActions.isEmpty }

    func markDirty(_ node: Node) { dirtyNodes.append(node) }

    /// A move of the focus that a control asked for while handling a key (a grid that picked
    /// moves on to the next field); the application carries it out after the key.
    private(set) var requestedFocusMove = 0

    func requestFocusMove(by offset: Int) { requestedFocusMove = offset }

    func takeRequestedFocusMove() -> Int {
        defer { requestedFocusMove = 0 }
        return requestedFocusMove
    }

    /// Queues an action to run after the current update (`onAppear`, `onChange`).
    func afterUpdate(_ action: @escaping () -> Void) { pendingActions.append(action) }

    /// Re-evaluates dirty nodes, parents first, until nothing is dirty; actions may dirty more.
    public func update() {
        var rounds = 0
        while needsUpdate, rounds < 100 {
            rounds += 1
            let batch = dirtyNodes.sorted { $0.depth < $1.depth }
            dirtyNodes.removeAll(keepingCapacity: true)
            for node in batch { node.refresh() }
            runPendingActions()
        }
    }

    private func runPendingActions() {
        let actions = pendingActions
        pendingActions.removeAll()
        for action in actions { action() }
    }

    func rootControlsDidChange() {
        rootControl.children = root.flattenedControls
        rootControl.setNeedsLayout()
    }

    // MARK: Damage and layout

    func setNeedsLayout() { needsLayout = true }

    func damage(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        if damagedAreas.contains(where: { $0.intersection(rect) == rect }) { return }
        damagedAreas.append(rect)
    }

    /// Hands over the damaged areas and clears them.
    func takeDamage() -> [Rect] {
        defer { damagedAreas.removeAll(keepingCapacity: true) }
        return damagedAreas
    }

    /// Lays the root out at `size` if anything asked for layout.
    func layout(in size: Size) {
        let bounds = Rect(origin: .zero, size: size)
        guard needsLayout || rootControl.frame != bounds else { return }
        needsLayout = false
        _ = rootControl.measure(size)
        rootControl.place(bounds)
    }

    // MARK: Bindings

    /// Writes a value through a binding and reads it back; records a ``DroppedWrite`` naming
    /// the control when the value did not stick.
    func write<Value: Equatable>(_ value: Value, to binding: Binding<Value>, control: String) {
        let before = binding.wrappedValue
        binding.wrappedValue = value
        let after = binding.wrappedValue
        guard value != before, after == before else { return }
        let dropped = DroppedWrite(control: control, attempted: "\(value)", kept: "\(after)")
        droppedWrites.append(dropped)
        onDroppedWrite?(dropped)
    }
}
