import CursesUICore
import Dispatch

/// Presses keys into an application on a ``HeadlessTerminal`` and reads the screen back, as
/// Textual's Pilot does. Each key is dispatched, re-rendered and presented like in the real
/// run loop, so what `lines` shows is exactly what a terminal would.
///
/// ```swift
/// let driver = Driver { DemoForm(model: model) }
/// driver.type("Vacation")
/// #expect(driver.lines.last == "name=Vacation amount= icon=none")
/// ```
@MainActor
public final class Driver {
    /// The terminal.
    public let terminal: HeadlessTerminal
    /// The app.
    public let app: Application

    /// Starts `content` on a headless terminal of `size` and draws the first frame.
    public init<Content: View>(
        size: Size = Size(width: 80, height: 24), environment: EnvironmentValues = EnvironmentValues(),
        minimumSize: Size = Size(width: 1, height: 1), @ViewBuilder content: () -> Content
    ) {
        terminal = HeadlessTerminal(size: size)
        app = Application(terminal: terminal, minimumSize: minimumSize, environment: environment, content: content)
        app.start()
    }

    /// Drives an ``App`` as `main()` would run it, on a headless terminal, in `environment`
    /// (give two drivers one `appStorage` store to see settings outlive a run).
    public init<Program: App>(
        size: Size = Size(width: 80, height: 24), environment: EnvironmentValues = EnvironmentValues(), app: Program
    ) {
        terminal = HeadlessTerminal(size: size)
        self.app = Application(terminal: terminal, minimumSize: Size(width: 1, height: 1), environment: environment, app: app)
        self.app.start()
    }

    /// Sends keys one after another.
    public func press(_ keys: Key...) {
        for key in keys { app.send(key) }
    }

    /// Types text one character (grapheme cluster) at a time.
    public func type(_ text: String) {
        for character in text { app.send(.character(character)) }
    }

    /// Sends a bracketed paste.
    public func paste(_ text: String) { app.send(.paste(text)) }

    /// Resizes the terminal and delivers the resize event.
    public func resize(width: Int, height: Int) {
        terminal.resize(to: Size(width: width, height: height))
        app.send(.resize)
    }

    /// Lets the main actor's queued work run (tasks resuming after an `await`, timeline entries,
    /// timer ticks) and draws what it changed, until `condition` holds or `timeout` passes;
    /// returns whether it held. Call it from an `async` test on the main actor.
    ///
    /// Each turn waits on the main queue itself, not on `Task.sleep`, whose wake-up needs a
    /// thread of the shared cooperative pool: in a whole test run, blocking tests may hold
    /// every one of those for many seconds, while a timer on the main queue keeps ticking.
    /// The timeout is long because other tests share the main actor: it only bounds a
    /// failure; a success returns at once.
    ///
    /// ```swift
    /// #expect(await driver.waitUntil { driver.screen.contains("Sunny") })
    /// ```
    public func waitUntil(timeout: Duration = .seconds(600), _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            app.refreshIfNeeded()
            if condition() { return true }
            if ContinuousClock.now >= deadline { return false }
            await withCheckedContinuation { continuation in
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(2)) { continuation.resume() }
            }
        }
    }

    /// The screen, one string per row, trailing spaces removed.
    public var lines: [String] { terminal.lines }

    /// The screen as one string.
    public var screen: String { terminal.text }

    /// The work counters of the view graph and renderer.
    public var counters: RenderCounters { app.graph.counters }

    /// How much work `action` caused: the difference of the counters before and after.
    public func work(_ action: () -> Void) -> RenderCounters {
        let before = counters
        action()
        let after = counters
        var delta = RenderCounters()
        delta.nodeEvaluations = after.nodeEvaluations - before.nodeEvaluations
        delta.bodyEvaluations = after.bodyEvaluations - before.bodyEvaluations
        delta.cellsChanged = after.cellsChanged - before.cellsChanged
        delta.frames = after.frames - before.frames
        delta.updatePasses = after.updatePasses - before.updatePasses
        delta.layoutPasses = after.layoutPasses - before.layoutPasses
        delta.controlsVisited = after.controlsVisited - before.controlsVisited
        return delta
    }
}

extension String {
    /// A screen row without the dim `_` line a text field draws after its text, and without
    /// trailing spaces: what the field shows.
    public var withoutFieldFill: String {
        var result = self
        while let last = result.last, last == "_" || last == " " { result.removeLast() }
        return result
    }
}

extension Driver {
    /// The screen rows with text-field fill removed (see ``Swift/String/withoutFieldFill``).
    public var fieldLines: [String] { lines.map(\.withoutFieldFill) }
}
