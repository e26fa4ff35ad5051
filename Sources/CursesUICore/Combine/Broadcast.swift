/// The subscribers of one publisher, on any thread: a value sent reaches every subscriber
/// that stands when it is sent, outside the lock, so a subscriber may cancel or subscribe
/// again from its own callback.
final class Broadcast<Output>: @unchecked Sendable {
    private let subscribers = Locked<(next: Int, receivers: [Int: (Output) -> Void])>((0, [:]))

    /// Adds `receiveValue` until the returned cancellable is cancelled or released.
    func subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let id = subscribers.withLock { state in
            defer { state.next += 1 }
            state.receivers[state.next] = receiveValue
            return state.next
        }
        return AnyCancellable { [weak self] in
            _ = self?.subscribers.withLock { $0.receivers.removeValue(forKey: id) }
        }
    }

    /// Delivers `value` to every subscriber, oldest first.
    func send(_ value: Output) {
        let receivers = subscribers.withLock { $0.receivers.sorted { $0.key < $1.key }.map(\.value) }
        for receive in receivers { receive(value) }
    }

    /// True when somebody subscribed and has not cancelled.
    var hasSubscribers: Bool { subscribers.withLock { !$0.receivers.isEmpty } }
}
