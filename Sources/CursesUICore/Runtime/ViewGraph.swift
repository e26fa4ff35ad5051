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
    /// The dynamic properties of each view type evaluated so far (nil: linked through `Mirror`).
    var dynamicPropertyLinks: [ObjectIdentifier: DynamicPropertyLinks?] = [:]
    private var dirtyNodes: [Node] = []
    let retiredNodes = RetiredNodes()  // the nodes that left in the latest key, freed when idle
    private var pendingActions: [() -> Void] = []
    private(set) var damagedAreas: [Rect] = []
    /// Dialogs standing on the screen outside the frames of the views that present them (a
    /// popover from a button in a row), which the renderer draws over everything.
    var floatingControls: [Control] = []
    private(set) var needsLayout = true
    let stateReaderCount = LiveCount()
    let observationCount = LiveCount()
    let stateCount = LiveCount()
    /// True while a text input has focus (or a `.keyboard` toolbar item reached from one).
    let keyboardIsUp = StateBox(false)
    /// The values of `@SceneStorage`: in memory, for the run.
    let sceneStore = ObservableKeyValueStore(InMemoryKeyValueStore())

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
        combinePreferences()
        runPendingActions()
    }

    isolated deinit { root?.detachFromEndedGraph() }

    /// Gives the root a changed environment (size classes after a resize); nothing happens
    /// when the change leaves it equal, and below the root only nodes that see a difference
    /// are evaluated again.
    func updateRootEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        var environment = root.environment
        change(&environment)
        guard !environment.isEquivalent(to: root.environment) else { return }
        root.receive(environment: environment)
        rootControlsDidChange()
        combinePreferences()
        runPendingActions()
    }

    /// True when a node is dirty, has members to check, or an action is waiting.
    public var needsUpdate: Bool { dirtyNodes.contains(where: \.awaitsUpdate) || !pendingActions.isEmpty }

    /// Combines the preferences of nodes evaluated in layout (a `GeometryReader`'s content) and
    /// runs the actions that follow (`onPreferenceChange`); true when they changed state, which
    /// takes another update and layout before the frame is drawn.
    func settlePreferences() -> Bool {
        guard deepestQueued >= 0 else { return false }
        combinePreferences()
        runPendingActions()
        return needsUpdate
    }

    func markDirty(_ node: Node) { dirtyNodes.append(node) }

    /// A focus move a control asked for while handling a key, carried out after the key.
    private(set) var requestedFocusMove = 0

    func requestFocusMove(by offset: Int) { requestedFocusMove = offset }

    /// A control that a container asked to focus while handling a key (a split view moving to
    /// the next column); the application focuses it after the key.
    private(set) var requestedFocus: Control? {
        get { requestedFocusReference?.control }
        set { requestedFocusReference = newValue?.reference }
    }
    private var requestedFocusReference: ControlReference?

    func requestFocus(_ control: Control) { requestedFocus = control }

    /// The control focused only because it comes first on a new screen: no scroll to it.
    var defaultFocus: Control? {
        get { defaultFocusReference?.control }
        set { defaultFocusReference = newValue?.reference }
    }
    private var defaultFocusReference: ControlReference?

    func takeRequestedFocus() -> Control? {
        defer { requestedFocus = nil }
        return requestedFocus
    }

    func takeRequestedFocusMove() -> Int {
        defer { requestedFocusMove = 0 }
        return requestedFocusMove
    }

    /// Queues an action to run after the current update (`onAppear`, `onChange`).
    func afterUpdate(_ action: @escaping () -> Void) { pendingActions.append(action) }

    /// Brings the graph up to date in one pass: dirty nodes are evaluated parents first, then
    /// preferences are combined from the evaluated nodes up, then the actions of the pass run
    /// (`onAppear`, `onChange`, `onPreferenceChange`). Only state written after the views that
    /// read it were evaluated (by those actions, or during an evaluation) takes another pass;
    /// each one is recorded in ``extraPasses``, and after ``maximumPasses`` the update stops.
    /// `earlierPasses` counts the updates this frame already took (a layout that asked for
    /// more), so that this one is recorded as extra too.
    public func update(after earlierPasses: Int = 0) {
        var pass = earlierPasses
        while true {
            let batch = Node.parentsFirst(dirtyNodes)
            dirtyNodes.removeAll(keepingCapacity: true)
            guard !batch.isEmpty || !pendingActions.isEmpty else { break }
            pass += 1
            guard pass <= Self.maximumPasses else {
                for node in batch { node.abandonUpdate() }
                pendingActions.removeAll()
                break
            }
            if pass > 1 { recordExtraPass(pass, evaluating: batch) }
            counters.updatePasses += 1
            for node in batch { node.refresh() }
            combinePreferences()
            runPendingActions()
        }
    }

    /// Passes one update may take before it gives up on state that keeps changing.
    public static let maximumPasses = 20

    /// The latest extra update passes, oldest first (at most 100 are kept).
    public private(set) var extraPasses: [ExtraUpdatePass] = []

    /// Called when an extra pass is recorded (the `--debug-log` sink).
    public var onExtraPass: ((ExtraUpdatePass) -> Void)?

    private func recordExtraPass(_ pass: Int, evaluating batch: [Node]) {
        let views = batch.map { node in
            let name = String(describing: type(of: node.view))
            return String(name.prefix { $0 != "<" })
        }
        let record = ExtraUpdatePass(pass: pass, views: views)
        if extraPasses.count == 100 { extraPasses.removeFirst() }
        extraPasses.append(record)
        onExtraPass?(record)
    }

    private func runPendingActions() {
        let actions = pendingActions
        pendingActions.removeAll()
        for action in actions { action() }
    }

    // MARK: Preferences

    /// Nodes whose combined preferences may have changed, by depth: the deepest go first, so a
    /// node combines its children's values after they combined theirs.
    private var preferenceQueue: [[Node]] = []
    private var deepestQueued = -1

    func setNeedsPreferences(_ node: Node) {
        guard !node.needsPreferences else { return }
        node.needsPreferences = true
        while preferenceQueue.count <= node.depth { preferenceQueue.append([]) }
        preferenceQueue[node.depth].append(node)
        deepestQueued = max(deepestQueued, node.depth)
    }

    /// Combines preferences bottom-up from every node evaluated since the last time, going up
    /// only as far as a node's values changed.
    func combinePreferences() {
        while deepestQueued >= 0 {
            guard let node = preferenceQueue[deepestQueued].popLast() else {
                deepestQueued -= 1
                continue
            }
            guard node.isMounted else { continue }
            if node.combinePreferences(), let parent = node.parent { setNeedsPreferences(parent) }
        }
    }

    // MARK: Key routes

    /// What focus, shortcuts and key help reach on the screen; renewed by the application when
    /// the control tree changed.
    var keyRoutes = KeyRoutes()

    /// True when the controls that focus, shortcuts and key help can reach may have changed
    /// since ``takeKeyRoutesChange()`` was last asked.
    private(set) var keyRoutesChanged = true

    /// Called when a control came or went, was enabled or disabled, or changed what it offers
    /// to focus and keys.
    func keyRoutesDidChange() { keyRoutesChanged = true }

    /// Runs `work` on controls that focus and keys cannot reach (the rows of a list), whose
    /// comings and goings change no key route.
    func outOfKeyReach(_ work: () -> Void) {
        let changed = keyRoutesChanged
        work()
        keyRoutesChanged = changed
    }

    /// True when a view changed the help entries it declares (not whether it declares any)
    /// since ``takeKeyHelpChange()`` was last asked: the help bar reads them again, the key
    /// routes stay.
    private var keyHelpChanged = false

    func keyHelpDidChange() { keyHelpChanged = true }

    /// Tells whether declared help changed, and starts watching for the next change.
    func takeKeyHelpChange() -> Bool {
        defer { keyHelpChanged = false }
        return keyHelpChanged
    }

    /// Tells whether the key routes changed, and starts watching for the next change.
    func takeKeyRoutesChange() -> Bool {
        defer { keyRoutesChanged = false }
        return keyRoutesChanged
    }

    func rootControlsDidChange() {
        rootControl.children = root.flattenedControls
        rootControl.setNeedsLayout()
        keyRoutesDidChange()
    }

    // MARK: Damage and layout

    func setNeedsLayout() { needsLayout = true }

    func damage(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        for area in damagedAreas where area.intersection(rect) == rect { return }
        // Areas inside the new one (the controls of a closing sheet, each damaged before the
        // sheet's own frame) would only be drawn again under it.
        var index = 0
        while index < damagedAreas.count {
            if rect.intersection(damagedAreas[index]) == damagedAreas[index] {
                damagedAreas.remove(at: index)
            } else {
                index += 1
            }
        }
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
        counters.layoutPasses += 1
        _ = rootControl.measure(size)
        rootControl.place(bounds)
        // Controls a list made while it was placed (its rows) were placed with it.
        needsLayout = false
    }

    /// Writes a value through a binding and reads it back; records a ``DroppedWrite`` naming
    /// the control when the value did not stick. Returns what the binding holds after the write.
    @discardableResult func write<Value: Equatable>(_ value: Value, to binding: Binding<Value>, control: String) -> Value {
        let before = binding.wrappedValue
        binding.wrappedValue = value
        let after = binding.wrappedValue
        guard value != before, after == before else { return after }
        let dropped = DroppedWrite(control: control, attempted: "\(value)", kept: "\(after)")
        droppedWrites.append(dropped)
        onDroppedWrite?(dropped)
        return after
    }
}
