/// A type that delivers values over time, as Combine's `Publisher`, in the part SwiftUI
/// programs use: `.onReceive(_:perform:)`, `sink(receiveValue:)`, a `@Published` property's
/// `$value`, an object's `objectWillChange` and `Timer.publish(every:on:in:)`. Combine itself
/// does not exist on Linux, and `import SwiftUI` brings these names, so CursesUI has them;
/// the operators SwiftUI programs use, `assign`, `Future`; Combine's `Subscriber` protocol is absent.
///
/// ```swift
/// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
/// Text("\(seconds)").onReceive(timer) { _ in seconds += 1 }
/// ```
public protocol Publisher<Output, Failure> {
    /// The kind of values it publishes.
    associatedtype Output
    /// The kind of error it may end with; `Never` for every publisher here.
    associatedtype Failure: Error

    /// Delivers each value to `receiveValue`, on the thread that publishes it, until the
    /// returned cancellable is cancelled or released: the framework's form of Combine's
    /// `receive(subscriber:)`, which `sink` and `onReceive` are made of.
    func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable

    /// Delivers each value to `receiveValue` and, when the publisher ends, how it ended to
    /// `receiveCompletion`: what `sink(receiveCompletion:receiveValue:)` is made of. Not
    /// Combine's. A publisher that never ends needs not write it.
    func _subscribe(
        _ receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable
}

extension Publisher {
    /// Delivers each value to `receiveValue`; the publisher never ends, so `receiveCompletion`
    /// is not called. Not Combine's.
    public func _subscribe(
        _ receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        _subscribe(receiveValue)
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value the publisher delivers, on the thread that
    /// publishes it, as Combine's `sink(receiveValue:)`, until the returned cancellable is
    /// cancelled or released.
    ///
    /// ```swift
    /// cancellable = model.$query.sink { query in print("searching for", query) }
    /// ```
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue)
    }
}
