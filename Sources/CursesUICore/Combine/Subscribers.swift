/// Combine's namespace for what subscribers receive; here it holds `Subscribers.Completion`,
/// what `sink(receiveCompletion:receiveValue:)` hands on when a publisher ends.
public enum Subscribers {
    /// How a publisher ended, as Combine's `Subscribers.Completion`.
    public enum Completion<Failure: Error> {
        /// It ended normally.
        case finished
        /// It ended with `Failure`.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Sendable where Failure: Sendable {}
extension Subscribers.Completion: Equatable where Failure: Equatable {}
