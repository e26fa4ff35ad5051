extension Application {
    /// Runs the main actor's queued jobs (a `Task` a key started, one resuming after an
    /// `await`) and draws what they changed: what ``run()`` does while no key is waiting, after
    /// the frame is written. A benchmark or test that sends keys itself calls it to stand for
    /// that wait.
    public func runQueuedJobs() {
        MainQueuePump.drain()
        refreshIfNeeded()
    }

    /// Moves `@Environment(\.scenePhase)` to `phase` in SwiftUI's order, through `.inactive`,
    /// one update a step, so that `onChange(of: scenePhase)` sees each step and state saved
    /// there is saved before the program stops (quit, a termination signal) or is suspended
    /// (Ctrl-Z).
    func moveScenePhase(to phase: ScenePhase) {
        while let current = graph.root?.environment.scenePhase, current != phase {
            let step: ScenePhase = current == .inactive ? phase : .inactive
            graph.updateRootEnvironment { $0.scenePhase = step }
            graph.update()
        }
    }
}
