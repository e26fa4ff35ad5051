/// Runs an action for each value a publisher delivers while the view is in the graph: it
/// subscribes after the update in which the view appeared, subscribes again when the view is
/// given another publisher, and cancels when the view goes (which stops an autoconnected
/// timer). The action runs on the main actor, after a hop when the value came from another
/// thread.
@usableFromInline struct OnReceiveModifier<P: Publisher>: NodeModifier where P.Failure == Never {
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    func apply(to node: Node) {
        let slot = node.storage(for: "onReceive") { ReceiveSubscription<P.Output>() }
        slot.action = action
        node.attributes[DisappearAttribute.self] = { slot.cancel() }
        if let current = slot.publisher, ValueEquality.isEquivalent(current, publisher) { return }
        slot.publisher = publisher
        slot.handedPublishers += 1
        let (publisher, number) = (publisher, slot.handedPublishers)
        node.graph.afterUpdate { slot.subscribe(to: publisher, number: number) }
    }
}

/// The subscription an `.onReceive` keeps with its node.
@MainActor
final class ReceiveSubscription<Output> {
    /// The action of the view's latest evaluation.
    var action: (@MainActor (Output) -> Void)?
    /// The publisher the view was last given.
    var publisher: Any?
    /// How many publishers the view handed over: only the latest is subscribed to (a
    /// publisher made with an operator's closure, `.map { … }`, equals no other).
    var handedPublishers = 0
    private var cancellable: AnyCancellable?
    /// Counts subscriptions and cancellations, so a value still on its way from an old
    /// subscription is dropped.
    private var generation = 0

    /// Subscribes to `publisher`, if it is still the one the view was last given.
    func subscribe<P: Publisher>(to publisher: P, number: Int) where P.Output == Output {
        guard self.publisher != nil, number == handedPublishers else { return }
        cancellable?.cancel()
        generation += 1
        let generation = generation
        let mainThread = MainThreadCheck()
        cancellable = publisher._subscribe { @Sendable [weak self] value in
            // The value goes to the main actor and is not touched here again.
            nonisolated(unsafe) let value = value
            if mainThread.isCurrent {
                MainActor.assumeIsolated { self?.deliver(value, from: generation) }
            } else {
                Task { @MainActor in self?.deliver(value, from: generation) }
            }
        }
    }

    private func deliver(_ value: Output, from generation: Int) {
        // A publisher may deliver while it subscribes (a `@Published` value does).
        guard generation == self.generation else { return }
        action?(value)
    }

    /// Stops the subscription (the view left).
    func cancel() {
        publisher = nil
        generation += 1
        cancellable?.cancel()
        cancellable = nil
    }
}

extension View {
    /// Runs `action` with each value `publisher` delivers while the view is shown, as
    /// SwiftUI's `onReceive(_:perform:)`: a `Timer.publish(…).autoconnect()` ticking, a
    /// `@Published` property's `$value`, an object's `objectWillChange`. The action runs on the
    /// main actor; the subscription ends when the view goes, which stops an autoconnected
    /// timer.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(timeRemaining)")
    ///     .onReceive(timer) { _ in if timeRemaining > 0 { timeRemaining -= 1 } }
    /// ```
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}
