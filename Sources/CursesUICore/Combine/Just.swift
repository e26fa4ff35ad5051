/// A publisher that delivers one value to each subscriber, at once, as Combine's `Just`.
///
/// ```swift
/// Text(title).onReceive(Just(title)) { print("shown:", $0) }
/// ```
public struct Just<Output>: Publisher {
    /// It never fails.
    public typealias Failure = Never

    /// The value delivered.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }

    /// Delivers the value to `receiveValue` before returning.
    public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(output)
        return AnyCancellable {}
    }

    /// Delivers the value, then the end, before returning. Not Combine's.
    public func _subscribe(
        _ receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}
