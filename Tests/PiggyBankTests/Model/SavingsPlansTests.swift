import Foundation
import Testing

@testable import PiggyBank

struct SavingsPlansTests {
    @Test func emergencyFundIsExpensesTimesMonths() {
        #expect(SavingsPlans.emergencyFund(monthlyExpenses: 1500, months: 6) == 9000)
        #expect(SavingsPlans.emergencyFund(monthlyExpenses: 999_999, months: 24) == 23_999_976)
    }

    /// Banklet's rule in closed form, in floating point: the salary worked back to 18 is
    /// `s / 1.05^(age − 18)`, and 48 years rising by 5% add up to `start × (1.05^48 − 1) / 0.05`.
    private static func closedForm(age: Int, salary: Double) -> Double {
        let start = salary / pow(1.05, Double(age - 18))
        return start * (pow(1.05, 48) - 1) / 0.05
    }

    @Test(arguments: [(18, 100.0), (30, 50_000.0), (40, 60_000.0), (65, 100_000.0), (25, 36_000.0)])
    func lifeSavingsAddsAWorkingLifeFrom18To65(age: Int, salary: Double) {
        let total = SavingsPlans.lifeSavings(age: age, yearlySalary: Decimal(salary))
        #expect(abs(NSDecimalNumber(decimal: total).doubleValue - Self.closedForm(age: age, salary: salary)) < 0.01)
    }

    @Test func lifeSavingsMatchesFiguresWorkedOutByHand() {
        // Worked with exact fractions: at 18, 100 a year for 48 years rising 5% is 18,802.539…;
        // the same total whatever the age, for the salary that age would have grown to.
        #expect(SavingsPlans.lifeSavings(age: 18, yearlySalary: 100) == Decimal(string: "18802.53"))
        #expect(SavingsPlans.lifeSavings(age: 30, yearlySalary: 50_000) == Decimal(string: "5234978.71"))
        #expect(SavingsPlans.lifeSavings(age: 65, yearlySalary: 100_000) == Decimal(string: "1898101.57"))
        #expect(SavingsPlans.startingSalary(age: 19, yearlySalary: 105) == 100)
    }

    @Test func retiringAt65StillCountsAWholeWorkingLife() {
        // The rule this replaced added only the years left, so it fell to zero at 65.
        // Half of 1,898,101.571… (the exact sum for 100,000 at 65) is 949,050.785…
        #expect(SavingsPlans.lifeSavings(age: 65, yearlySalary: 50_000) == Decimal(string: "949050.78"))
        #expect(SavingsPlans.lifeSavings(age: 64, yearlySalary: 50_000) > SavingsPlans.lifeSavings(age: 65, yearlySalary: 50_000))
    }

    @Test func lifeSavingsStopsAtTheLargestAmount() {
        #expect(SavingsPlans.lifeSavings(age: 18, yearlySalary: Money.maximum) == Money.maximum)
        #expect(SavingsPlans.lifeSavings(age: 30, yearlySalary: 0) == 0)
    }

    @Test func thePlanIconsAreInTheCatalogue() {
        #expect(IconCatalog.icon(id: SavingsPlans.emergencyIcon) != nil)
        #expect(IconCatalog.icon(id: SavingsPlans.lifeIcon) != nil)
    }
}
