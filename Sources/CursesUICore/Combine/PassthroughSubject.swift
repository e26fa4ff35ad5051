/// A publisher that delivers the values sent to it, as Combine's `PassthroughSubject`: a
/// subscriber gets what is sent after it subscribed, on the sending thread.
///
/// ```swift
/// let scored = PassthroughSubject<Int, Never>()
/// Text("Score").onReceive(scored) { points in total += points }
/// scored.send(3)
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private let subscribers = Broadcast<Output>()

    /// A subject with no subscribers yet.
    public init() {}

    /// Delivers `input` to every subscriber.
    public func send(_ input: Output) { subscribers.send(input) }

    /// Delivers each value sent from now on to `receiveValue`.
    public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.subscribe(receiveValue)
    }
}

extension PassthroughSubject where Output == Void {
    /// Delivers `()` to every subscriber.
    public func send() { send(()) }
}
