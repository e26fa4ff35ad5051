/// Runs a view on a terminal: read a key, dispatch it, re-evaluate what it dirtied, draw what
/// changed. Idle, it blocks in the terminal read and uses no CPU.
///
/// ```swift
/// let terminal = try NcursesTerminal()
/// let app = Application(terminal: terminal) { DemoForm(model: model) }
/// try app.run()
/// ```
@MainActor
public final class Application {
    /// The view graph of the running views.
    public let graph: ViewGraph
    /// The terminal it runs on.
    public let terminal: Terminal
    /// Below this size the screen shows a request to enlarge the terminal; state is kept.
    public var minimumSize: Size
    /// The lines shown below the minimum size, from what is needed and what there is.
    public var tooSmallMessage: (_ need: Size, _ have: Size) -> [String] = { need, have in
        ["Enlarge the terminal", "need \(need.width)×\(need.height), have \(have.width)×\(have.height)"]
    }
    /// Runs before each key is handled (the app checks whether its data changed elsewhere).
    public var beforeEachKey: (@MainActor () -> Void)?
    /// Keys that end the run loop from anywhere.
    public var quitKeys: Set<Key> = [.control("c")]
    /// Draws the most recent dropped binding write on the bottom row (debug builds turn it on).
    public var showsDiagnostics = false
    let focus: FocusEngine
    private var declaredHelp: [KeyHelp] = []
    private var shortcutHelp: [KeyHelp] = []
    /// The control the user last moved focus to (Tab, arrows, a click). Return presses a button
    /// chosen so; a button focus merely started on gives Return to the program's default action.
    private var focusChosenByUser: Control? {
        get { focusChosenByUserReference?.control }
        set { focusChosenByUserReference = newValue?.reference }
    }
    private var focusChosenByUserReference: ControlReference?
    private var declaredHelpFocus: Control? {
        get { declaredHelpFocusReference?.control }
        set { declaredHelpFocusReference = newValue?.reference }
    }
    private var declaredHelpFocusReference: ControlReference?
    private var declaredHelpNeedsUpdate = true
    /// The keys that work now; help bars read it from the environment.
    public let keyHelp = KeyHelpContext()
    private let renderer: Renderer
    private let exitRequest: ExitRequest
    private var started = false
    /// The program's clipboard: what was last pasted into it or copied by it (`PasteButton`).
    private let pasteboard = Pasteboard()

    /// Runs `content` on `terminal`; below `minimumSize` it asks for a larger terminal.
    public init<Content: View>(
        terminal: Terminal, minimumSize: Size = Size(width: 20, height: 6),
        environment: EnvironmentValues = EnvironmentValues(), @ViewBuilder content: () -> Content
    ) {
        self.terminal = terminal
        self.minimumSize = minimumSize
        let exitRequest = ExitRequest()
        self.exitRequest = exitRequest
        var environment = environment
        environment.exit = { exitRequest.isRequested = true }
        environment.keyHelp = keyHelp
        let pasteboard = pasteboard
        environment.pasteboard = pasteboard
        environment.copyToClipboard = { [weak terminal] text in
            pasteboard.text = text
            terminal?.copyToClipboard(text)
        }
        // The edit mode of lists outside a navigation stack (each stack keeps its own).
        if environment.editMode == nil { environment.editMode = Binding(location: StoredLocation(box: StateBox(EditMode.inactive))) }
        environment.setSizeClasses(for: terminal.size)
        keyHelp.globalEntries = [
            KeyHelp("Tab", "next"), KeyHelp("Shift-Tab", "previous"), KeyHelp("?", "keys"), KeyHelp("Ctrl-C", "quit"),
        ]
        graph = ViewGraph(root: ApplicationRoot(content: content(), context: keyHelp), environment: environment)
        focus = FocusEngine(graph: graph)
        renderer = Renderer(size: terminal.size)
    }

    /// True until a quit key or the `exit` environment action ends the loop.
    public var isRunning: Bool { !exitRequest.isRequested }

    /// Ends the run loop after the current key.
    public func exit() { exitRequest.isRequested = true }

    /// Runs before the loop waits for a key: work of its own that is due (CursesUI runs
    /// Foundation's main run loop here, for `Timer`); returns how long the loop may wait
    /// before calling it again, nil for as long as it takes.
    public var idleWork: (@MainActor () -> Duration?)?

    /// Runs until a quit key or `exit`; restores the terminal on every way out.
    ///
    /// While it waits for a key, the main actor's queued jobs run (a `Task` resuming after an
    /// `await`, a `.task`, a `TimelineView`'s next entry) and the screen shows what they changed.
    /// On the way out, also by a termination signal, `scenePhase` goes to `.background`.
    public func run() throws {
        defer { terminal.restore() }
        defer { moveScenePhase(to: .background) }
        start()
        while isRunning {
            let wait = idleWork?()
            refreshIfNeeded()
            if let key = try terminal.readKey(timeout: wait, wakingOn: MainQueuePump.descriptor) { send(key) } else { runQueuedJobs() }
        }
    }

    /// Draws what state changed outside a key (a task's result, a timer) changed; nothing
    /// when nothing did.
    public func refreshIfNeeded() {
        guard started, graph.needsUpdate else { return }
        refresh()
    }

    /// Draws the first frame (called by `run`; tests call it through the `Driver`).
    public func start() {
        guard !started else { return }
        started = true
        refresh()
    }

    /// Handles one key: dispatch, then update and draw what changed.
    public func send(_ key: Key) {
        start()
        graph.retiredNodes.release()  // left in a key that had no idle turn after it
        beforeEachKey?()
        if case .paste(let text) = key { pasteboard.text = text }
        if key == .resize {
            graph.defaultFocus = nil  // a new size: the scroll views follow the focus again
            renderer.reset(to: terminal.size)
            graph.updateRootEnvironment { $0.setSizeClasses(for: terminal.size) }
            graph.setNeedsLayout()
        } else if quitKeys.contains(key) {
            exit()
            return moveScenePhase(to: .background)
        } else if key == .control("z") {
            moveScenePhase(to: .background)
            terminal.suspend()
            moveScenePhase(to: .active)
            renderer.reset(to: terminal.size)
            graph.setNeedsLayout()
        } else if !isTooSmall {
            // A default action Return reaches sees the committed value (a Save it enables).
            if key == .enter, focus.focused?.commitEditing() == true { refresh() }
            dispatch(key)
        }
        refresh()
        if !isRunning { moveScenePhase(to: .background) }  // the `exit` action
    }

    private var isTooSmall: Bool {
        terminal.size.width < minimumSize.width || terminal.size.height < minimumSize.height
    }

    private func dispatch(_ key: Key) {
        graph.defaultFocus = nil  // the user acted: where the focus and the scroll go is theirs now
        if case .mouse(let event) = key { return click(event) }
        if key == .enter, let button = focus.focused as? ButtonControl, button !== focusChosenByUser,
            button.passesReturnToDefaultAction, let defaultAction = focus.routes.shortcut(for: .enter) as? ButtonControl,
            defaultAction.isProgramsDefaultAction
        {
            return defaultAction.activate()
        }
        if let focused = focus.focused, focused.isEnabled, focused.handle(key) {
            let move = graph.takeRequestedFocusMove()
            if move != 0 {
                focus.move(by: move)
                focusChosenByUser = focus.focused
            }
            return
        }
        for node in keyRoute() {
            if let handler = node.attributes[KeyHandlerAttribute.self], handler(key) {
                let move = graph.takeRequestedFocusMove()  // Esc in a search field hands focus on
                if move != 0 { focus.move(by: move) }
                if let target = graph.takeRequestedFocus() { focus.focus(target) }
                return
            }
        }
        for node in focus.routes.screenKeyHandlers {
            if let handler = node.attributes[ScreenKeyHandlerAttribute.self], handler(key) { return }
        }
        switch key {
        case .tab, .backTab, .down, .up:
            if key == .tab || key == .backTab { focus.move(by: key == .tab ? 1 : -1) } else { focus.step(by: key == .down ? 1 : -1) }
            focusChosenByUser = focus.focused
        case .character("?"), .function(1): keyHelp.isOverlayShown = true
        default: focus.routes.shortcut(for: key)?.activate()
        }
    }

    /// A press focuses and activates the control under the pointer (one a scroll view shows
    /// there, not one scrolled out of its window); the wheel scrolls it.
    private func click(_ event: MouseEvent) {
        guard event.kind != .release else { return }
        let hit = focus.routes.focusOrder.last { $0.isEnabled && $0.frame.contains(event.position) && $0.shows(event.position) }
        guard let hit else { return }
        if event.kind == .press {
            focus.focus(hit)
            focusChosenByUser = hit
        }
        _ = hit.handle(.mouse(event))
    }

    /// Brings the graph up to date and draws what changed: one update pass, focus settled on
    /// the controls it made, one layout.
    private func refresh() {
        graph.update()
        if isTooSmall {
            renderer.renderMessage(tooSmallMessage(minimumSize, terminal.size), to: terminal, counters: &graph.counters)
            return
        }
        settleFocus()
        graph.layout(in: terminal.size)
        // Rows built in layout asked for an action (`onAppear`), or a `GeometryReader` built in
        // layout reported a preference whose `onPreferenceChange` changes state, which lays out
        // again: a few rounds let such a chain settle before the frame is drawn, each recorded
        // as an extra pass.
        var rounds = 0
        if !graph.needsUpdate, graph.keyRoutesChanged {  // a layout chose what is in reach (`ViewThatFits`)
            settleFocus()
        }
        while rounds < 3, graph.needsUpdate || graph.settlePreferences() {
            rounds += 1
            graph.update(after: rounds)
            settleFocus()
            graph.layout(in: terminal.size)
        }
        if focus.keepDefaultFocusInView() { graph.layout(in: terminal.size) }
        publishKeyHelp()
        var damage = graph.takeDamage()
        var statusLine: String?
        if showsDiagnostics, let last = graph.droppedWrites.last {
            statusLine = "debug: \(last)"
            damage.append(Rect(x: 0, y: terminal.size.height - 1, width: terminal.size.width, height: 1))
        }
        renderer.render(
            graph.rootControl, damage: damage, floating: graph.floatingControls, statusLine: statusLine,
            cursor: focus.focused?.cursorPosition, to: terminal, counters: &graph.counters)
    }
}

extension Application {
    /// Renews the key routes when the control tree changed, and moves focus where a focus
    /// binding asks or where the focused control went away. A move writes focus bindings;
    /// views that read them take another pass (recorded in ``ViewGraph/extraPasses``).
    fileprivate func settleFocus() {
        for _ in 0..<ViewGraph.maximumPasses {
            if graph.takeKeyRoutesChange() {
                let previousOrder = focus.routes.focusOrder
                focus.routes = KeyRoutes(root: graph.rootControl, rootNode: graph.root, visited: &graph.counters.controlsVisited)
                focus.followRequests()
                focus.keepValid(previousOrder: previousOrder)
                declaredHelpNeedsUpdate = true
            } else {
                focus.followRequests()
            }
            guard graph.needsUpdate else { return }
            graph.update()
        }
    }

    /// The nodes a key not used by the focused control goes to, in order: from the focused
    /// control up to an open dialog's edge (or the root); with nothing focused, the nodes of
    /// the dialog (or the screen) that handle keys, innermost first.
    fileprivate func keyRoute() -> [Node] {
        guard let start = focus.focused?.node else { return focus.routes.unfocusedRoute }
        return start.ancestry(upTo: focus.routes.modalScope?.node)  // keys stay inside an open dialog
    }

    /// Collects the keys of the focused control and of the views around it, up to an open
    /// dialog's edge, for the help bar: the views' keys again only when the focus or the
    /// control tree changed.
    fileprivate func publishKeyHelp() {
        guard !keyHelp.isOverlayShown else { return }  // the overlay lists the keys of what is under it
        if graph.takeKeyHelpChange() || declaredHelpNeedsUpdate || focus.focused !== declaredHelpFocus {
            // What the screen declares comes first, so it names a key better than the control's
            // generic entry (Enter "make primary" rather than "open").
            let route = keyRoute()
            declaredHelp = route.flatMap { $0.attributes[KeyHelpAttribute.self] ?? [] }
            let screenHelp = focus.routes.screenKeyHandlers.filter { node in !route.contains { $0 === node } }
                .flatMap { $0.attributes[KeyHelpAttribute.self] ?? [] }
            shortcutHelp = focus.routes.shortcuts.map { KeyHelp($0.keyboardShortcut?.description ?? "", $0.shortcutHelp) } + screenHelp
            declaredHelpFocus = focus.focused
            declaredHelpNeedsUpdate = false
        }
        let entries = declaredHelp + (focus.focused?.keyHelp ?? []) + shortcutHelp
        if keyHelp.entries != entries { keyHelp.entries = entries }
    }
}

/// Set by the `exit` environment action; a class so the closure can be made before `self`.
private final class ExitRequest {
    var isRequested = false
}
