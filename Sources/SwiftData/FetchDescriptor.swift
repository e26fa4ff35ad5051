import CursesUI

/// What a fetch returns, as SwiftData's `FetchDescriptor`: the models of a type that satisfy
/// `predicate`, sorted by `sortBy`, after `fetchOffset`, at most `fetchLimit` of them.
public struct FetchDescriptor<T: PersistentModel> {
    /// The condition a model meets to be fetched; nil: every model.
    public var predicate: Predicate<T>?
    /// The order of the results; empty: the order the models were inserted in.
    public var sortBy: [SortDescriptor<T>]
    /// How many results at most; nil: all.
    public var fetchLimit: Int?
    /// How many leading results to skip.
    public var fetchOffset: Int?

    /// A descriptor of the models meeting `predicate`, in `sortBy` order.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
