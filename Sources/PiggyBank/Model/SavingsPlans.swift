import FoundationEssentials

/// Banklet's two savings "activities": targets worked out from a few answers.
public enum SavingsPlans {
    /// The months of expenses an emergency fund can cover.
    public static let emergencyMonths = [1, 3, 6, 9, 12, 24]
    /// Monthly expenses the emergency fund accepts.
    public static let monthlyExpenses: ClosedRange<Decimal> = 1...999_999
    /// Ages the life-savings plan accepts; it runs until ``retirementAge``.
    public static let ages = 18...65
    public static let retirementAge = 65
    /// The yearly raise the life-savings plan assumes.
    public static let yearlyRaise: Decimal = 0.05

    /// Monthly expenses times months.
    public static func emergencyFund(monthlyExpenses: Decimal, months: Int) -> Decimal {
        min(Money.maximum, monthlyExpenses * Decimal(months))
    }

    /// What a yearly salary earns from `age` until 65, rising by ``yearlyRaise`` each year,
    /// each year's pay rounded down to the cent.
    public static func lifeSavings(age: Int, yearlySalary: Decimal) -> Decimal {
        var salary = yearlySalary
        var total: Decimal = 0
        for _ in age..<max(age, retirementAge) {
            total += salary
            if total >= Money.maximum { return Money.maximum }
            salary = Money.amount(cents: Money.cents(salary * (1 + yearlyRaise)))
        }
        return total
    }
}
