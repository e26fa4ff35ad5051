/// A publisher that holds a value and delivers it, and each one after it, as Combine's
/// `CurrentValueSubject`: a subscriber gets the current value at once, then what is sent, on
/// the sending thread.
///
/// ```swift
/// let volume = CurrentValueSubject<Int, Never>(5)
/// volume.send(6)           // or volume.value = 6
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    private let subscribers = Broadcast<Output>()
    private let current: Locked<Output>

    /// A subject holding `value`.
    public init(_ value: Output) { current = Locked(value) }

    /// The value held; setting it delivers it to every subscriber.
    public var value: Output {
        get { current.withLock { $0 } }
        set { send(newValue) }
    }

    /// Holds `input` and delivers it to every subscriber.
    public func send(_ input: Output) {
        current.withLock { $0 = input }
        subscribers.send(input)
    }

    /// Delivers the current value, then each value sent from now on, to `receiveValue`.
    public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let subscription = subscribers.subscribe(receiveValue)
        receiveValue(value)
        return subscription
    }
}
