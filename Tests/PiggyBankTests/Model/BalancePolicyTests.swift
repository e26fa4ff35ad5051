import Foundation
import Testing

@testable import PiggyBank

/// Debt mode's rule, on its own: how low a withdrawal, an adjustment or an undone record may
/// take a balance.
struct BalancePolicyTests {
    let standard = BalancePolicy(allowsDebt: false)
    let debt = BalancePolicy(allowsDebt: true)

    func d(_ text: String) -> Decimal { Decimal(string: text)! }

    @Test func withoutDebtModeAWithdrawalTakesAtMostTheBalance() {
        #expect(standard.withdrawalLimit(balance: 80) == 80)
        #expect(standard.withdrawalLimit(balance: 0) == 0)
        #expect(throws: BalanceError.belowZero(available: 80)) { try standard.check(change: -d("80.01"), from: 80) }
        #expect(throws: Never.self) { try standard.check(change: -80, from: 80) }
    }

    @Test func inDebtModeAWithdrawalMayTakeTheBalanceBelowZero() throws {
        #expect(debt.withdrawalLimit(balance: 80) == Money.maximum, "one amount is at most the largest amount")
        #expect(debt.withdrawalLimit(balance: -Money.maximum + 5) == 5)
        try debt.check(change: -500, from: 80)
        try debt.check(change: -20, from: -420)
        #expect(throws: BalanceError.beyondMaximum) { try debt.check(change: -10, from: -Money.maximum + 5) }
    }

    @Test func aBankLeftInDebtWhenDebtModeIsTurnedOffMayNotGoLowerButMayBeRepaid() throws {
        #expect(standard.withdrawalLimit(balance: -40) == 0)
        #expect(throws: BalanceError.inDebtWithoutDebtMode(owed: 40)) { try standard.check(change: -1, from: -40) }
        try standard.check(change: 30, from: -40)
        try standard.check(change: 100, from: -40)
    }

    @Test func raisingABalanceStopsOnlyAtTheLargestAmount() throws {
        try standard.check(change: 1, from: Money.maximum - 1)
        #expect(throws: BalanceError.beyondMaximum) { try standard.check(change: 2, from: Money.maximum - 1) }
    }

    @Test func anAdjustmentIsTheDifferenceToTheNewBalance() throws {
        #expect(try standard.adjustment(from: d("120.5"), to: 100) == Decimal(string: "-20.5"))
        #expect(try standard.adjustment(from: -40, to: 0) == 40, "a bank in debt may be set back to zero without debt mode")
        #expect(try debt.adjustment(from: 10, to: -d("15.25")) == Decimal(string: "-25.25"))
    }

    @Test func anAdjustmentBelowZeroNeedsDebtModeAndOneThatChangesNothingIsRefused() {
        #expect(throws: BalanceError.debtModeOff) { try standard.adjustment(from: 10, to: -1) }
        #expect(throws: BalanceError.debtModeOff) { try standard.adjustment(from: -40, to: -20) }
        #expect(throws: BalanceError.unchanged) { try debt.adjustment(from: 10, to: 10) }
        #expect(throws: BalanceError.beyondMaximum) { try debt.adjustment(from: 0, to: -Money.maximum - 1) }
        #expect(throws: BalanceError.beyondMaximum) { try standard.adjustment(from: 0, to: Money.maximum + 1) }
    }

    @Test func aBankInDebtOwesTheBalanceBelowZeroAndShowsNoProgress() {
        var bank = PiggyBank(
            id: 1, name: "Trip", icon: nil, targetAmount: 500, amount: -40, initialAmount: 0, creationDate: Date(), expirationDate: nil,
            isPrimary: true, sortOrder: 1)
        #expect(bank.isInDebt)
        #expect(bank.owed == 40)
        #expect(bank.remaining == 540)
        #expect(bank.progress == 0)
        bank.amount = 40
        #expect(!bank.isInDebt)
        #expect(bank.owed == 0)
    }

    @Test func anAdjustmentRecordIsItsOwnKindAndListsItsSignedChange() {
        let down = SavingsRecord(id: 1, bankID: 1, amount: d("12.5"), date: Date(), isDeposit: false, note: nil, isAdjustment: true)
        #expect(down.kind == .adjustment)
        #expect(down.change == -d("12.5"))
        #expect(down.listedAmount == -d("12.5"))
        let withdrawal = SavingsRecord(id: 2, bankID: 1, amount: d("12.5"), date: Date(), isDeposit: false, note: nil)
        #expect(withdrawal.kind == .withdrawal)
        #expect(withdrawal.listedAmount == d("12.5"), "a withdrawal's kind says which way; its amount stays positive")
    }
}
