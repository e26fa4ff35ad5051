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
    public let graph: ViewGraph
    public let terminal: Terminal
    /// Below this size the screen shows a request to enlarge the terminal; state is kept.
    public var minimumSize: Size
    /// Keys that end the run loop from anywhere.
    public var quitKeys: Set<Key> = [.control("c")]
    /// Draws the most recent dropped binding write on the bottom row (debug builds turn it on).
    public var showsDiagnostics = false
    let focus = FocusEngine()
    private let renderer: Renderer
    private let exitRequest: ExitRequest
    private var started = false

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
        graph = ViewGraph(root: content(), environment: environment)
        renderer = Renderer(size: terminal.size)
    }

    /// True until a quit key or the `exit` environment action ends the loop.
    public var isRunning: Bool { !exitRequest.isRequested }

    /// Ends the run loop after the current key.
    public func exit() { exitRequest.isRequested = true }

    /// The control that has focus, for tests.
    var focusedControl: Control? { focus.focused }

    /// Runs until a quit key or `exit`; restores the terminal on every way out.
    public func run() throws {
        defer { terminal.restore() }
        start()
        while isRunning {
            guard let key = try terminal.readKey(timeout: nil) else { continue }
            send(key)
        }
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
        if key == .resize {
            renderer.reset(to: terminal.size)
            graph.setNeedsLayout()
        } else if quitKeys.contains(key) {
            exit()
            return
        } else if key == .control("z") {
            terminal.suspend()
            renderer.reset(to: terminal.size)
            graph.setNeedsLayout()
        } else if !isTooSmall {
            dispatch(key)
        }
        refresh()
    }

    private var isTooSmall: Bool {
        terminal.size.width < minimumSize.width || terminal.size.height < minimumSize.height
    }

    private func dispatch(_ key: Key) {
        if case .mouse(let event) = key { return click(event) }
        if let focused = focus.focused, focused.isEnabled, focused.handle(key) { return }
        let start = focus.focused?.node ?? graph.root
        for node in start?.ancestry ?? graph.root.ancestry {
            if let handler = node.keyHandler, handler(key) { return }
        }
        switch key {
        case .tab: focus.move(by: 1, in: graph.rootControl)
        case .backTab: focus.move(by: -1, in: graph.rootControl)
        default: triggerShortcut(key)
        }
    }

    private func triggerShortcut(_ key: Key) {
        for control in graph.rootControl.subtree {
            if let button = control as? ButtonControl, button.isAttached, button.isEnabled, button.shortcut == key {
                button.press()
                return
            }
        }
    }

    private func click(_ event: MouseEvent) {
        guard event.kind == .press else { return }
        let hit = graph.rootControl.subtree.last { $0.acceptsFocus && $0.isEnabled && $0.frame.contains(event.position) }
        guard let hit else { return }
        focus.focus(hit)
        _ = hit.handle(.mouse(event))
    }

    /// Brings the graph up to date and draws what changed.
    private func refresh() {
        graph.update()
        if isTooSmall {
            let need = "need \(minimumSize.width)×\(minimumSize.height), have \(terminal.size.width)×\(terminal.size.height)"
            renderer.renderMessage(["Enlarge the terminal", need], to: terminal, counters: &graph.counters)
            return
        }
        graph.layout(in: terminal.size)
        focus.synchronize(in: graph.rootControl)
        graph.update()  // focus bindings written during synchronisation
        graph.layout(in: terminal.size)
        var damage = graph.takeDamage()
        var statusLine: String?
        if showsDiagnostics, let last = graph.droppedWrites.last {
            statusLine = "debug: \(last)"
            damage.append(Rect(x: 0, y: terminal.size.height - 1, width: terminal.size.width, height: 1))
        }
        renderer.render(
            graph.rootControl, damage: damage, statusLine: statusLine,
            cursor: focus.focused?.cursorPosition, to: terminal, counters: &graph.counters)
    }
}

/// Set by the `exit` environment action; a class so the closure can be made before `self`.
private final class ExitRequest {
    var isRequested = false
}
