import FoundationEssentials

/// The figures of the statistics screen and `piggybank stats`, all computed in SQL.
public struct SavingsStatistics: Equatable, Sendable {
    /// Saved across every bank: the sum of the balances (what banks in debt owe counts against it).
    public var totalSaved: Decimal
    public var banksInProgress: Int
    public var banksCompleted: Int
    public var recordCount: Int
    /// Deposits and withdrawals in the current calendar month (UTC).
    public var depositedThisMonth: Decimal
    public var withdrawnThisMonth: Decimal
    /// Net savings per month, oldest first, for the last twelve months including this one;
    /// months without records are zero.
    public var monthlyNet: [MonthlyNet]
    /// What the banks below zero owe together (debt mode), and how many they are.
    public var owed: Decimal = 0
    public var banksInDebt = 0
}

/// Deposits minus withdrawals in one month, adjustments counted by how they moved balances.
public struct MonthlyNet: Equatable, Sendable, Identifiable {
    /// "2026-11".
    public var month: String
    public var net: Decimal

    public var id: String { month }
}

/// What went into and out of one bank over its life.
public struct BankTotals: Equatable, Sendable {
    public var deposited: Decimal
    public var withdrawn: Decimal
    public var recordCount: Int
    /// What adjustments moved the balance by, together (positive up); in neither total above.
    public var adjusted: Decimal = 0
}
