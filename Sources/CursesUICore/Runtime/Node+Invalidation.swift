/// How a node learns that it must be evaluated again. State it read whole invalidates it at
/// once. A node that read only members of a value (`$draft.name`) learns of a write to the
/// value as checks, run in the update after its parents were evaluated: a parent may have
/// removed it (the row of an element that went, whose `$items[i]` reads past the end now), or
/// handed it a new view, and only a node still showing the old member is evaluated again.
extension Node {
    /// Marks the node for re-evaluation on the next update.
    func invalidate() {
        guard !isDirty, isMounted else { return }
        isDirty = true
        graph.markDirty(self)
    }

    /// Undoes the invalidation by state this node wrote during its own evaluation, before it
    /// reads that state: what it builds already shows the write.
    func keepsOwnWrites() { isDirty = false }

    /// Forgets what the update that gave up on this node would have done.
    func abandonUpdate() {
        isDirty = false
        pendingMemberChecks.removeAll()
    }

    /// True when the next update must look at this node: it is dirty or has members to check.
    var awaitsUpdate: Bool { isDirty || !pendingMemberChecks.isEmpty }

    /// Queues `checks`, each true while its member reads the same, for the next update.
    func checkMembersBeforeNextUpdate(_ checks: [() -> Bool]) {
        guard !isDirty, isMounted else { return }
        if pendingMemberChecks.isEmpty { graph.markDirty(self) }
        pendingMemberChecks += checks
    }

    /// Runs the queued checks: the node becomes dirty when one of its members changed.
    func checkPendingMembers() {
        let checks = pendingMemberChecks
        pendingMemberChecks.removeAll()
        guard !isDirty, isMounted else { return }
        let outer = Node.evaluating
        Node.evaluating = nil  // the checks read the state again, for no view
        defer { Node.evaluating = outer }
        if !checks.allSatisfy({ $0() }) { isDirty = true }
    }
}
