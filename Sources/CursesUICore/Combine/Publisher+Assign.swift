extension Publisher where Failure == Never {
    /// Writes each value to the property at `keyPath` of `object`, as Combine's
    /// `assign(to:on:)`, until the returned cancellable is cancelled or released. It holds
    /// `object` strongly, as Combine does.
    ///
    /// ```swift
    /// model.$count.map { "\($0) items" }.assign(to: \.title, on: label).store(in: &cancellables)
    /// ```
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        _subscribe { object[keyPath: keyPath] = $0 }
    }

    /// Writes each value to a `@Published` property, as Combine's `assign(to:)`: the
    /// subscription lasts as long as the property, so nothing is returned, and each write
    /// announces the object's change as setting the property does.
    ///
    /// ```swift
    /// init() { $celsius.map { $0 * 9 / 5 + 32 }.assign(to: &$fahrenheit) }
    /// ```
    public func assign(to published: inout Published<Output>.Publisher) {
        let target = published.storage
        target.keep(_subscribe { [weak target] in target?.assign($0) })
    }
}

extension Publisher {
    /// Calls `receiveValue` with each value and `receiveCompletion` when the publisher ends,
    /// as Combine's `sink(receiveCompletion:receiveValue:)`, until the returned cancellable is
    /// cancelled or released. Only `Future` and `Just` end; the others publish for as long as
    /// they live.
    ///
    /// ```swift
    /// loader.sink { completion in
    ///     if case .failure(let error) = completion { message = "\(error)" }
    /// } receiveValue: { items = $0 }
    /// ```
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        _subscribe(receiveValue, receiveCompletion: receiveCompletion)
    }
}
