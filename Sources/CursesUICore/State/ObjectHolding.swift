extension ObservableObject {
    /// Makes `node` follow this object's changes until its next evaluation, when it holds the
    /// object again: through the object's ``ObservableObjectPublisher`` directly, or, for a
    /// class that declares another publisher, through a subscription kept in the node under
    /// `key`.
    @MainActor func recordHolder(_ node: Node, key: String) {
        let publisher = objectWillChange
        if let standard = publisher as? ObservableObjectPublisher {
            standard.holders.record(node)
            return
        }
        let subscription = node.storage(for: key + ".objectWillChange") { ObjectSubscription() }
        subscription.follow(self, publisher: publisher, node: node)
    }
}

/// A node's subscription to the custom `objectWillChange` publisher of the object it holds.
@MainActor
final class ObjectSubscription {
    private weak var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// Follows `object` through `publisher`, unless it already does.
    func follow<P: Publisher>(_ object: AnyObject, publisher: P, node: Node) {
        guard self.object !== object || cancellable == nil else { return }
        self.object = object
        let mainThread = MainThreadCheck()
        let reference = node.reference
        cancellable = publisher._subscribe { _ in
            if mainThread.isCurrent {
                MainActor.assumeIsolated { reference.node?.invalidate() }
            } else {
                Task { @MainActor in reference.node?.invalidate() }
            }
        }
    }
}
