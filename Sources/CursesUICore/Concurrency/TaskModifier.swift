/// Runs async work on the main actor while the view is in the graph: started after the update
/// in which it appeared, cancelled when it goes, and cancelled and started again when `id`
/// changes.
@usableFromInline struct TaskModifier<ID: Equatable>: NodeModifier {
    let id: ID
    let priority: TaskPriority
    let action: @MainActor () async -> Void

    func apply(to node: Node) {
        let slot = node.storage(for: "task") { RunningTask<ID>() }
        let id = id
        let priority = priority
        let action = action
        // In a lazy container the task runs while the view is in the scroll view's window, and
        // on a screen that can be covered, while the screen shows.
        if let appearance = node.appearance(leave: { _ in slot.cancel() }) {
            appearance.onShow = { slot.start(id: id, priority: priority, action: action) }
            appearance.onHide = { slot.stop() }
            guard appearance.hasAppeared else { return }
        } else {
            node.attributes[DisappearAttribute.self] = { slot.cancel() }
        }
        if slot.hasStarted, slot.id == id { return }
        slot.id = id
        slot.hasStarted = true
        node.graph.afterUpdate { slot.start(id: id, priority: priority, action: action) }
    }
}

/// The task a `.task` or `.refreshable` started, kept with its node.
@MainActor
final class RunningTask<ID> {
    var id: ID?
    var hasStarted = false
    var task: Task<Void, Never>?

    func cancel() {
        task?.cancel()
        task = nil
    }

    /// Cancels the running task and starts `action` for `id` in its place.
    func start(id: ID, priority: TaskPriority, action: @escaping @MainActor () async -> Void) {
        self.id = id
        hasStarted = true
        cancel()
        // A task cancelled before it got to run (its id changed again, or its view left,
        // while the main actor was busy) does not start its action: it would act on state
        // that already moved on, as the later task does.
        task = Task(priority: priority) { @MainActor in
            guard !Task.isCancelled else { return }
            await action()
        }
    }

    /// Cancels the running task; it starts again when its view comes back.
    func stop() {
        cancel()
        hasStarted = false
    }
}

/// The id of a `.task` without one: it never changes.
struct NoTaskID: Equatable {}

extension View {
    /// Runs `action` on the main actor when the view appears and cancels it when the view goes,
    /// as SwiftUI's `task(priority:_:)`.
    ///
    /// State the action writes after an `await` redraws the screen while the program waits for
    /// a key. Cancellation is cooperative: `Task.sleep` throws `CancellationError`, a loop checks
    /// `Task.isCancelled`. An error the action catches, or its cancellation, leaves the program
    /// running.
    ///
    /// ```swift
    /// List(forecast) { day in Text(day.summary) }
    ///     .task { forecast = await service.load() }
    /// ```
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void) -> some View {
        modifier(TaskModifier(id: NoTaskID(), priority: priority, action: action))
    }

    /// Runs `action` when the view appears and again, after cancelling the running one, each
    /// time `value` changes; cancels it when the view goes, as SwiftUI's `task(id:priority:_:)`.
    ///
    /// ```swift
    /// ForecastList(state: state)
    ///     .task(id: city) { state = await service.forecast(for: city) }
    /// ```
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
