import FoundationEssentials

/// One deposit into or withdrawal from a piggy bank, or an adjustment of its balance.
public struct SavingsRecord: Identifiable, Equatable, Sendable {
    public var id: Int64
    public var bankID: Int64
    /// Always positive; `isDeposit` says which way it moved the balance (up when true, for an
    /// adjustment too).
    public var amount: Decimal
    public var date: Date
    public var isDeposit: Bool
    public var note: String?
    /// True for a deposit a schedule made.
    public var isAutomatic = false
    /// True for an adjustment: the balance set to a new amount (Details, `piggybank adjust`),
    /// neither a deposit nor a withdrawal.
    public var isAdjustment = false

    /// What kind of record it is.
    public var kind: RecordKind { isAdjustment ? .adjustment : isDeposit ? .deposit : .withdrawal }

    /// How it moved the balance: positive up, negative down.
    public var change: Decimal { isDeposit ? amount : -amount }

    /// The amount as exports and `records --json` write it beside the kind: a deposit's or
    /// withdrawal's is positive (the kind says which way), an adjustment's signed.
    public var listedAmount: Decimal { isAdjustment ? change : amount }
}

/// The kinds of record, as exports and `records --json` name them.
public enum RecordKind: String, CaseIterable, Sendable {
    case deposit, withdrawal, adjustment
}
