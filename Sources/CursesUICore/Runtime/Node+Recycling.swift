/// How a row that scrolled out of a ``LazyList`` becomes a row that scrolled in, as a list
/// recycles its cells: the new row is a new identity, so this is done only where nothing of the
/// old one could show through (no state, no action when it leaves, no control state of its own).
extension Node {
    /// The children whose ids are not among `newIDs` and that can take another row, in order.
    func recyclableChildren(keeping newIDs: [ChildID]) -> [Node] {
        let staying = Set(newIDs)
        var found: [Node] = []
        for (id, child) in zip(childIDs, children) where !staying.contains(id) && child.canBeRecycled { found.append(child) }
        return found
    }

    /// True when the node can be given a view of a new identity: its own storage is dropped, and
    /// nothing below it keeps any, runs an action when it leaves or holds control state.
    private var canBeRecycled: Bool {
        !attributes.has(DisappearAttribute.self) && (control?.isRecyclable ?? true) && children.allSatisfy(\.keepsNothing)
    }

    private var keepsNothing: Bool { propertyStorage.isEmpty && canBeRecycled }

    /// Takes `view` as a new identity: the old row's storage goes and the node is evaluated
    /// as when it was made (its children then take their new views or are replaced).
    func recycle(as view: any View, environment: EnvironmentValues) {
        propertyStorage.removeAll()
        isDirty = true
        receive(view, environment: environment)
    }
}
