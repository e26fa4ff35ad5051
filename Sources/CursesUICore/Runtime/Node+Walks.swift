/// The walks over a node's subtree and ancestry that focus, keys and help follow.
extension Node {
    /// Every node below this one and itself, innermost first (children before parents).
    var innermostFirst: [Node] {
        var nodes: [Node] = []
        appendInnermostFirst(to: &nodes)
        return nodes
    }

    /// One array for the whole walk: the tree is walked on every key where nothing has focus.
    private func appendInnermostFirst(to nodes: inout [Node]) {
        // What the control keeps out of reach (a stack's screens under the top) takes no keys.
        for index in children.indices where control?.reachesChild(at: index, of: children.count) ?? true {
            children[index].appendInnermostFirst(to: &nodes)
        }
        nodes.append(self)
    }

    /// This node and its ancestors, nearest first.
    var ancestry: some Sequence<Node> {
        sequence(first: self, next: { $0.parent })
    }

    /// The controls that stand for this node in its container: its own, or its children's.
    var flattenedControls: [Control] {
        if let control { return [control] }
        return childControls
    }

    /// The controls of the children, in order: what a container control lays out.
    var childControls: [Control] {
        children.flatMap(\.flattenedControls)
    }
}
