/// The publisher an ``ObservableObject`` announces its changes with, as Combine's
/// `ObservableObjectPublisher`: a `@Published` property sends it before it changes, and a
/// program may send it by hand before changing anything else the views show.
///
/// Sending it invalidates the views that hold the object (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`) and the controls bound to its properties: on the main actor at once,
/// from any other thread on the main actor's next turn; either way they are evaluated again
/// in one update, with the screen drawn once.
///
/// ```swift
/// func reset() {
///     objectWillChange.send()
///     bestScore = 0
/// }
/// ```
public final class ObservableObjectPublisher: Publisher {
    /// It publishes no value, only that a change is coming.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    private let subscribers = Broadcast<Void>()
    /// The nodes to invalidate when the object changes.
    let holders = ObjectHolders()

    /// A publisher with no subscribers yet.
    public init() {}

    /// Announces that the object is about to change.
    public func send() {
        holders.invalidate()
        subscribers.send(())
    }

    /// Calls `receiveValue` before each change.
    public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.subscribe(receiveValue)
    }
}
