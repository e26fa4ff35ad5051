import FoundationEssentials

/// One deposit into or withdrawal from a piggy bank.
public struct SavingsRecord: Identifiable, Equatable, Sendable {
    public var id: Int64
    public var bankID: Int64
    /// Always positive; `isDeposit` says which way it went.
    public var amount: Decimal
    public var date: Date
    public var isDeposit: Bool
    public var note: String?
    /// True for a deposit a schedule made.
    public var isAutomatic = false
}
