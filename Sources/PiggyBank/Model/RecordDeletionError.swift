import FoundationEssentials

/// A deposit cannot be deleted once the money was withdrawn again: the balance would fall
/// below zero. Nothing is changed.
public struct RecordDeletionError: Error, Equatable, CustomStringConvertible {
    /// The amount of the deposit.
    public let needed: Decimal
    /// What the bank holds now.
    public let balance: Decimal
    /// True when the record is an adjustment that raised the balance.
    public var isAdjustment = false

    public var description: String {
        "deleting this \(isAdjustment ? "adjustment" : "deposit") of \(Money.format(needed)) would leave the balance below zero (it holds \(Money.format(balance)))"
    }
}
