import FoundationEssentials

/// Banklet's two savings "activities": targets worked out from a few answers.
public enum SavingsPlans {
    /// The months of expenses an emergency fund can cover.
    public static let emergencyMonths = [1, 3, 6, 9, 12, 24]
    /// Monthly expenses the emergency fund accepts.
    public static let monthlyExpenses: ClosedRange<Decimal> = 1...999_999
    /// The working life the life-savings plan adds up, as Banklet's: from 18 to 65, both years
    /// counted (48 years); the ages it accepts.
    public static let ages = 18...65
    /// The first year of the working life.
    public static var startingAge: Int { ages.lowerBound }
    /// The last year of the working life.
    public static var retirementAge: Int { ages.upperBound }
    /// The yearly raise the life-savings plan assumes.
    public static let yearlyRaise = Decimal(5) / 100
    /// The icon of the bank each plan creates (Banklet gives them one too).
    public static let emergencyIcon = "health"
    /// The icon of the life-savings bank.
    public static let lifeIcon = "money"

    /// Monthly expenses times months.
    public static func emergencyFund(monthlyExpenses: Decimal, months: Int) -> Decimal {
        min(Money.maximum, monthlyExpenses * Decimal(months))
    }

    /// The yearly salary at 18 that, raised by ``yearlyRaise`` each year, is `yearlySalary` at
    /// `age`: today's salary worked back, as Banklet does.
    public static func startingSalary(age: Int, yearlySalary: Decimal) -> Decimal {
        var salary = yearlySalary
        for _ in startingAge..<max(startingAge, age) { salary /= 1 + yearlyRaise }
        return salary
    }

    /// What a whole working life earns, Banklet's rule: the salary at `age` worked back to 18
    /// (``startingSalary(age:yearlySalary:)``), then every year's pay from 18 to 65 added up,
    /// each year ``yearlyRaise`` more than the last. Cut to the cent, at most ``Money/maximum``.
    /// The same salary at 40 earned less at 18 than at 30, so the older the age, the smaller
    /// the total.
    public static func lifeSavings(age: Int, yearlySalary: Decimal) -> Decimal {
        var salary = startingSalary(age: age, yearlySalary: yearlySalary)
        var total: Decimal = 0
        for _ in ages {
            total += salary
            if total >= Money.maximum { return Money.maximum }
            salary *= 1 + yearlyRaise
        }
        return Money.amount(cents: Money.cents(total))
    }
}
