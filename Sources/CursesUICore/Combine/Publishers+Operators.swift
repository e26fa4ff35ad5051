extension Publishers {
    /// Delivers each upstream value transformed, as Combine's `Publishers.Map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// Fails as the upstream does.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// Makes each delivered value from an upstream one.
        public let transform: (Upstream.Output) -> Output

        /// Delivers `transform` of each upstream value to `receiveValue`.
        public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let transform = transform
            return upstream._subscribe { receiveValue(transform($0)) }
        }
    }

    /// Delivers the upstream values that pass a test, as Combine's `Publishers.Filter`.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// Fails as the upstream does.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are tested.
        public let upstream: Upstream
        /// True for a value to deliver.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Delivers each upstream value that passes to `receiveValue`.
        public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let isIncluded = isIncluded
            return upstream._subscribe { if isIncluded($0) { receiveValue($0) } }
        }
    }

    /// Delivers an upstream value only when it differs from the one before, as Combine's
    /// `Publishers.RemoveDuplicates`.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// Fails as the upstream does.
        public typealias Failure = Upstream.Failure
        /// The publisher whose repeated values are dropped.
        public let upstream: Upstream
        /// True when two values count as the same.
        public let predicate: (Output, Output) -> Bool

        /// Delivers each upstream value unlike the last one delivered to `receiveValue`.
        public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let predicate = predicate
            let last = Locked<Output?>(nil)  // each subscription compares with its own last value
            return upstream._subscribe { value in
                let isRepeat = last.withLock { previous in
                    defer { previous = value }
                    return previous.map { predicate($0, value) } ?? false
                }
                if !isRepeat { receiveValue(value) }
            }
        }
    }
}

extension Publisher {
    /// Transforms each value, as Combine's `map(_:)`.
    ///
    /// ```swift
    /// model.$query.map { $0.lowercased() }
    /// ```
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Delivers only the values `isIncluded` accepts, as Combine's `filter(_:)`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Drops a value `predicate` calls the same as the one before, as Combine's
    /// `removeDuplicates(by:)`.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Equatable {
    /// Drops a value equal to the one before, as Combine's `removeDuplicates()`.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}
