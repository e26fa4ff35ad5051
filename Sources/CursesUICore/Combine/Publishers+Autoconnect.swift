extension Publishers {
    /// A connectable publisher that is connected while it has subscribers, as Combine's
    /// `Publishers.Autoconnect`: a timer runs while a view receives its ticks and stops when
    /// the view goes.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The values of the upstream publisher.
        public typealias Output = Upstream.Output
        /// The error of the upstream publisher.
        public typealias Failure = Upstream.Failure

        /// The publisher it connects.
        public let upstream: Upstream
        private let connection = Locked<(subscribers: Int, connection: (any Cancellable)?)>((0, nil))

        /// Connects `upstream` while this publisher has subscribers.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Delivers the upstream's values to `receiveValue`, connecting it for the first
        /// subscriber and disconnecting it when the last one cancels.
        public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let subscription = upstream._subscribe(receiveValue)
            let isFirst = connection.withLock { state in
                state.subscribers += 1
                return state.subscribers == 1
            }
            if isFirst {
                let connected = upstream.connect()
                connection.withLock { $0.connection = connected }
            }
            return AnyCancellable { [connection] in
                subscription.cancel()
                let last: (any Cancellable)? = connection.withLock { state in
                    state.subscribers -= 1
                    guard state.subscribers == 0 else { return nil }
                    defer { state.connection = nil }
                    return state.connection
                }
                last?.cancel()
            }
        }
    }
}
