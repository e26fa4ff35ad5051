/// A publisher that starts producing values only when connected, as Combine's
/// `ConnectablePublisher`: `Timer.publish` is one, and `autoconnect()` connects it on the
/// first subscriber.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts producing values; cancelling the result stops them.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// The publisher, connected while anybody subscribes to it, as Combine's `autoconnect()`:
    /// the first subscriber connects it, the last one to cancel disconnects it.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}
