/// A publisher that produces one value (or one failure) later, as Combine's `Future`: the
/// closure runs at once and is handed a promise; each subscriber, before or after the promise
/// is fulfilled, receives the result once, then the end.
///
/// ```swift
/// func loadScore() -> Future<Int, Never> {
///     Future { promise in
///         DispatchQueue.main.async { promise(.success(42)) }
///     }
/// }
/// ```
public final class Future<Output, Failure: Error>: Publisher {
    /// The closure that fulfils the future with a value or a failure; later calls do nothing.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private struct Waiting {
        var result: Result<Output, Failure>?
        var receivers: [Int: (Result<Output, Failure>) -> Void] = [:]
        var nextID = 0
    }

    private let state = Locked(Waiting())

    /// A future fulfilled by `attemptToFulfill`, which runs now.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfil(with: result) }
    }

    private func fulfil(with result: Result<Output, Failure>) {
        let receivers = state.withLock { waiting -> [(Result<Output, Failure>) -> Void] in
            guard waiting.result == nil else { return [] }
            waiting.result = result
            defer { waiting.receivers = [:] }
            return waiting.receivers.sorted { $0.key < $1.key }.map(\.value)
        }
        for receive in receivers { receive(result) }
    }

    /// Delivers the value, when the future succeeds, to `receiveValue`. Not Combine's.
    public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue, receiveCompletion: { _ in })
    }

    /// Delivers the value, then the end, or the failure. Not Combine's.
    public func _subscribe(
        _ receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        let deliver: (Result<Output, Failure>) -> Void = { result in
            switch result {
            case .success(let value):
                receiveValue(value)
                receiveCompletion(.finished)
            case .failure(let error): receiveCompletion(.failure(error))
            }
        }
        let (known, id) = state.withLock { waiting -> (Result<Output, Failure>?, Int) in
            if let result = waiting.result { return (result, -1) }
            waiting.nextID += 1
            waiting.receivers[waiting.nextID] = deliver
            return (nil, waiting.nextID)
        }
        if let known {
            deliver(known)
            return AnyCancellable {}
        }
        return AnyCancellable { [weak self] in self?.state.withLock { _ = $0.receivers.removeValue(forKey: id) } }
    }
}
