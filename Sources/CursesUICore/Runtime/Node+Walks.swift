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

    /// The focus binding of a `.focused` modifier on this node or above it, up to the next
    /// node with a control: a loop up the parents (`ancestry`'s closure checked the executor
    /// at each step).
    var focusBinding: FocusBinding? {
        var next: Node? = self
        while let ancestor = next {
            if let binding = ancestor.attributes[FocusBindingAttribute.self] { return binding }
            if ancestor !== self, ancestor.control != nil { return nil }
            next = ancestor.parent
        }
        return nil
    }

    /// The nodes of `dirty` still awaiting an update, parents first, in the order they came
    /// otherwise (an insertion sort in a loop: the closures of a filter and a sort here checked
    /// the executor at every call).
    static func parentsFirst(_ dirty: [Node]) -> [Node] {
        var batch: [Node] = []
        for node in dirty where node.awaitsUpdate {
            var index = batch.count
            while index > 0, batch[index - 1].depth > node.depth { index -= 1 }
            batch.insert(node, at: index)
        }
        return batch
    }

    /// This node and its ancestors, nearest first, up to `last` when it is one of them (a
    /// loop: `sequence(first:next:)`'s closure checked the executor at every step, 24,000
    /// instructions for a Tab).
    func ancestry(upTo last: Node? = nil) -> [Node] {
        var nodes: [Node] = []
        var node: Node? = self
        while let current = node {
            nodes.append(current)
            if current === last { break }
            node = current.parent
        }
        return nodes
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
