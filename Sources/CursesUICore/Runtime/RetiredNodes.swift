/// The nodes that left the graph during a key, kept until the loop is idle. Freeing a closed
/// sheet's subtree (its nodes, controls, state and the key routes that named them) was a
/// tenth of the key that closed it; now it happens after that key's frame is written. Their
/// disappear actions ran when they left (`Node.unmount`), and nothing reaches them but this
/// list: they are unmounted, so a late state change cannot revive them.
@MainActor
final class RetiredNodes {
    private var nodes: [Node] = []

    /// Keeps `node` until ``release()``, which a main-actor job queued with the first node
    /// calls: the loop runs it once no key is waiting, as it runs a `Task`.
    func keep(_ node: Node) {
        if nodes.isEmpty { Task { @MainActor [weak self] in self?.release() } }
        nodes.append(node)
    }

    /// Frees the kept nodes (also before the next key, when keys came with no idle turn).
    func release() {
        guard !nodes.isEmpty else { return }
        let leaving = nodes
        nodes = []
        withExtendedLifetime(leaving) {}  // freed here, once the list is empty again
    }
}
