import CursesUI
import CursesUITestSupport
import Testing

@testable import MortgageCalculator

/// Examples/MortgageCalculator, driven as PROGRAMS3.md drives it on iOS: the breakdown of a
/// $450,000 home with $90,000 down at 6.5 % over 30 years; a new price in the currency field
/// changes the loan and the payment; taxes off drops the escrow; the segmented picker makes the
/// payment biweekly; the slider and the term picker change the rate and the term.
@MainActor
struct MortgageCalculatorTests {
    func row(_ left: String, _ right: String) -> String {
        left + String(repeating: " ", count: max(1, 79 - left.count - right.count)) + right
    }

    /// Dollars and cents in the locale's currency format, as the program writes them.
    func cents(_ value: Double) -> String { value.formatted(.currency(code: "USD")) }

    /// Whole dollars.
    func dollars(_ value: Double) -> String { value.formatted(.currency(code: "USD").precision(.fractionLength(0))) }

    func breakdown(loan: Double, principal: Double, escrow: Double?, interest: Double) -> [String] {
        [" Breakdown", row("  Loan amount", dollars(loan)), row("  Principal & interest", cents(principal))]
            + (escrow.map { [row("  Escrow", cents($0))] } ?? []) + [row("  Total interest", dollars(interest))]
    }

    @Test func theBreakdownFollowsTheHomePriceTypedIn() {
        let driver = Driver(environment: .appMain, app: MortgageCalculatorApp())
        #expect(driver.lines[2].hasPrefix("  Home price") && driver.fieldLines[2].hasSuffix(dollars(450_000)))
        driver.expectLines(
            breakdown(loan: 360_000, principal: 2_275.44, escrow: 575, interest: 459_160) + [" 360 payments over 30 years.", ""]
                + [row("  Monthly payment", cents(2_850.44))], from: 15)
        driver.expectLine(4, "  20% down")
        driver.press(.control("u"))  // the home price field has focus: clear it
        driver.type("500000")
        driver.press(.tab)
        driver.expectLine(4, "  18% down")
        driver.expectLines(breakdown(loan: 410_000, principal: 2_591.48, escrow: 575, interest: 522_932), from: 15)
        driver.expectLine(22, row("  Monthly payment", cents(3_166.48)))
    }

    @Test func taxesOffDropTheEscrowAndBiweeklyPaymentsAreHalfAsBigTwiceAsOften() {
        let driver = Driver(environment: .appMain, app: MortgageCalculatorApp())
        driver.focus("Include in payment")
        driver.press(.character(" "))
        #expect(!driver.screen.contains("Property tax"))
        driver.expectLines(
            breakdown(loan: 360_000, principal: 2_275.44, escrow: nil, interest: 459_160) + [" 360 payments over 30 years.", ""]
                + [row("  Monthly payment", cents(2_275.44))], from: 13)
        driver.focus("Monthly")
        driver.press(.right)
        #expect(
            driver.lines[8].contains("Monthly                |[              Biweekly              ]"),
            "the segmented Payments picker, without its label as on iOS")
        #expect(driver.screen.contains(" 780 payments over 30 years."))
        #expect(driver.lines.contains(row("  Biweekly payment", cents(1_049.71))))
    }

    @Test func theSliderAndTheTermPickerChangeTheRateAndTheTerm() {
        let driver = Driver(environment: .appMain, app: MortgageCalculatorApp())
        driver.focus("●")
        driver.press(.right, .right)  // an eighth of a point each
        driver.expectLine(5, "  Interest rate: 6.75%")
        driver.focus("30 years")
        driver.press(.enter, .up, .up, .enter)
        #expect(driver.screen.contains("  Term" + String(repeating: " ", count: 61) + "‹15 years› ▾"))
        #expect(driver.screen.contains(" 180 payments over 15 years."))
        #expect(driver.lines.contains(row("  Principal & interest", cents(3_185.67))))
    }
}
