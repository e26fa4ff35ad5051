/// The walks over a node's subtree and ancestry that focus, keys and help follow.
extension Node {
    /// Appends the nodes of this subtree that keys reach, innermost first (children before
    /// parents): to `route` those that handle keys or name them, to `screenHandlers` those whose
    /// handler answers wherever the focus is. One walk, no list of every node to filter.
    func appendKeyHandlers(route: inout [Node], screenHandlers: inout [Node]) {
        // What the control keeps out of reach (a stack's screens under the top) takes no keys.
        let count = children.count
        for index in 0..<count where control?.reachesChild(at: index, of: count) ?? true {
            children[index].appendKeyHandlers(route: &route, screenHandlers: &screenHandlers)
        }
        if attributes.has(KeyHandlerAttribute.self) || attributes.has(KeyHelpAttribute.self) { route.append(self) }
        if attributes.has(ScreenKeyHandlerAttribute.self) { screenHandlers.append(self) }
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
