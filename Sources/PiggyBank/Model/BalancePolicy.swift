import FoundationEssentials

/// How low a piggy bank's balance may go: the one rule every change to a balance obeys.
///
/// Without debt mode (the default) the balance stays at zero or above: a withdrawal takes at
/// most what is saved. In debt mode a withdrawal may take it below zero, down to minus
/// ``Money/maximum``; what is below zero is owed. A bank left below zero when debt mode is
/// turned off keeps its balance, but nothing may take it lower until debt mode is on again.
public struct BalancePolicy: Equatable, Sendable {
    /// True in debt mode: the balance may fall below zero.
    public var allowsDebt: Bool

    /// The rule with or without debt mode.
    public init(allowsDebt: Bool) { self.allowsDebt = allowsDebt }

    /// The lowest balance a change may leave.
    public var floor: Decimal { allowsDebt ? -Money.maximum : 0 }

    /// The most one withdrawal may take from `balance`: what lies above the floor, and never
    /// more than an amount may be. Zero when nothing may be taken.
    public func withdrawalLimit(balance: Decimal) -> Decimal {
        max(0, min(Money.maximum, balance - floor))
    }

    /// Checks moving `balance` by `change` (negative to lower it). A change that raises the
    /// balance is refused only past ``Money/maximum``; one that lowers it, below the floor.
    public func check(change: Decimal, from balance: Decimal) throws(BalanceError) {
        let result = balance + change
        if change > 0 {
            guard result <= Money.maximum else { throw .beyondMaximum }
            return
        }
        guard change < 0, result < floor else { return }
        if allowsDebt { throw .beyondMaximum }
        throw balance < 0 ? .inDebtWithoutDebtMode(owed: -balance) : .belowZero(available: balance)
    }

    /// The change that sets `balance` to `newBalance`, as an adjustment writes it. Refused when
    /// nothing would change, past ``Money/maximum`` either way, or below zero without debt mode.
    public func adjustment(from balance: Decimal, to newBalance: Decimal) throws(BalanceError) -> Decimal {
        guard newBalance != balance else { throw .unchanged }
        guard newBalance <= Money.maximum, newBalance >= -Money.maximum else { throw .beyondMaximum }
        guard newBalance >= floor else { throw .debtModeOff }
        return newBalance - balance
    }
}

/// Why a change to a balance was refused by ``BalancePolicy``; nothing was changed.
public enum BalanceError: Error, Equatable, Sendable {
    /// Without debt mode: the change would take more than the `available` balance.
    case belowZero(available: Decimal)
    /// Without debt mode, the bank already owes `owed`: nothing may take it lower.
    case inDebtWithoutDebtMode(owed: Decimal)
    /// Without debt mode, an adjustment may not set a balance below zero.
    case debtModeOff
    /// The balance would pass the largest amount, up or down.
    case beyondMaximum
    /// An adjustment to the balance the bank already holds.
    case unchanged
}
