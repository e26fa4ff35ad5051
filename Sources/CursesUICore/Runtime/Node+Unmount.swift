/// How a node leaves the graph: taken out of it, or left behind by a graph that ended.
extension Node {
    /// Marks the node and those under it as out of the graph without their disappear actions:
    /// the graph itself is going away (a test's `Driver` ended), and a task or timer that
    /// outlives it must find its nodes gone, not reach for the graph.
    func detachFromEndedGraph() {
        isMounted = false
        for child in children { child.detachFromEndedGraph() }
    }

    /// Takes the node out of the graph: its disappear actions run now, its subtree is freed
    /// when the loop is idle (``RetiredNodes``).
    func leaveGraph() {
        unmount()
        graph.retiredNodes.keep(self)
    }

    /// Called when the node leaves the graph.
    func unmount() {
        isMounted = false
        for child in children { child.unmount() }
        attributes[DisappearAttribute.self]?()
        control?.detach()
        isDirty = false
    }
}
