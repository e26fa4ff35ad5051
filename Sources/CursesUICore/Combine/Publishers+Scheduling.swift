extension Publishers {
    /// Delivers the upstream values on a scheduler, as Combine's `Publishers.ReceiveOn`.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// Fails as the upstream does.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are moved.
        public let upstream: Upstream
        /// Where the values are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Delivers each upstream value to `receiveValue` through the scheduler.
        public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let (scheduler, options) = (scheduler, options)
            let isCancelled = Locked(false)
            let subscription = upstream._subscribe { value in
                scheduler.schedule(options: options) { if !isCancelled.withLock({ $0 }) { receiveValue(value) } }
            }
            return AnyCancellable {
                isCancelled.withLock { $0 = true }
                subscription.cancel()
            }
        }
    }

    /// Delivers an upstream value once no other has come for a while, as Combine's
    /// `Publishers.Debounce`: a search typed quickly is searched for once, when typing pauses.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// Fails as the upstream does.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are waited on.
        public let upstream: Upstream
        /// How long no value must come before the last one is delivered.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// Where the values are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Delivers to `receiveValue` each upstream value that no other followed within `dueTime`.
        public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let (dueTime, scheduler, options) = (dueTime, scheduler, options)
            // The number of the latest value; -1 once cancelled.
            let latest = Locked(0)
            let subscription = upstream._subscribe { value in
                let number = latest.withLock { count in
                    if count >= 0 { count += 1 }
                    return count
                }
                guard number >= 0 else { return }
                scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: .nanoseconds(0), options: options) {
                    if latest.withLock({ $0 == number }) { receiveValue(value) }
                }
            }
            return AnyCancellable {
                latest.withLock { $0 = -1 }
                subscription.cancel()
            }
        }
    }
}

extension Publisher {
    /// Delivers the values on `scheduler`, as Combine's `receive(on:options:)`:
    /// `.receive(on: DispatchQueue.main)` brings values from a background queue to the main one.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Delivers a value once no other has come for `dueTime`, as Combine's
    /// `debounce(for:scheduler:options:)`.
    ///
    /// ```swift
    /// $query.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
    /// ```
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
