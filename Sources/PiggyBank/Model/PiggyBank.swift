import FoundationEssentials

/// A savings goal: what it is for, how much is wanted and how much is saved.
public struct PiggyBank: Identifiable, Equatable, Sendable {
    public var id: Int64
    public var name: String
    /// The icon's catalogue id, or nil.
    public var icon: String?
    public var targetAmount: Decimal
    public var amount: Decimal
    public var initialAmount: Decimal
    public var creationDate: Date
    /// The day it should be full by, as "YYYY-MM-DD".
    public var expirationDate: String?
    public var isPrimary: Bool
    public var sortOrder: Int
    /// When the balance first reached the target; kept while deposits go past it.
    public var completionDate: Date?

    /// What is still missing to the target (never negative; what is owed counts too).
    public var remaining: Decimal { max(0, targetAmount - amount) }

    /// True while the balance is below zero (possible in debt mode, see ``BalancePolicy``).
    public var isInDebt: Bool { amount < 0 }

    /// What is owed: how far the balance is below zero (zero when it is not).
    public var owed: Decimal { max(0, -amount) }

    /// True once the balance is at or past the target.
    public var isCompleted: Bool { amount >= targetAmount }

    /// What is saved past the target (zero until the goal is reached).
    public var surplus: Decimal { max(0, amount - targetAmount) }

    /// How full it is, from 0 to 1 (0 while in debt).
    public var progress: Double {
        guard targetAmount > 0 else { return 0 }
        return max(0, min(1, Double(Money.cents(amount)) / Double(Money.cents(targetAmount))))
    }
}
