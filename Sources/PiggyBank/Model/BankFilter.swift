/// Which banks a list shows: all, those still being filled, or those that reached the target.
public enum BankFilter: String, CaseIterable, Hashable, Sendable {
    case all
    case inProgress
    case completed
}
