/// What the view graph and renderer did, for tests and the benchmark to prove that a change
/// costs work in proportion to what changed.
public struct RenderCounters: Sendable, Equatable {
    /// Every node evaluated: bodies and primitive updates.
    public var nodeEvaluations = 0
    /// Evaluations of a `body` written by the user (composite views only).
    public var bodyEvaluations = 0
    /// Terminal cells sent to the terminal.
    public var cellsChanged = 0
    /// Frames presented.
    public var frames = 0
    /// Update passes: one per frame that had work, unless state changed after it was read
    /// (see ``ViewGraph/extraPasses``).
    public var updatePasses = 0
    /// Layouts of the control tree: at most one per frame.
    public var layoutPasses = 0
    /// Controls visited to find focus candidates, shortcuts and key help; zero on a key that
    /// changed neither the control tree nor the focus.
    public var controlsVisited = 0

    /// All counters at zero.
    public init() {}
}
