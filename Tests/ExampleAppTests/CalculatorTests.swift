import CursesUI
import CursesUITestSupport
import Testing

@testable import Calculator

/// Examples/Calculator, driven as PROGRAMS5.md drives it on iOS: the display at the top right
/// over five rows of buttons; typed digits and operators (the iPad's keyboard shortcuts) compute
/// 12 × 3 = 36, the pending operator is highlighted until "=", 7 ÷ 0 is "Error", and
/// "AC" turns into "C" once something is entered.
@MainActor
struct CalculatorTests {
    func launch() -> Driver { Driver(environment: .appMain, app: CalculatorApp()) }

    /// The display: the last word of the screen's first line with text.
    func display(_ driver: Driver) -> String {
        driver.lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    /// The row of the screen holding `titles`, each centred in its button.
    func buttonRow(_ driver: Driver, _ first: String) -> String {
        driver.lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(first + " ") } ?? "no row of \(first)"
    }

    @Test func theButtonsAreInTheIPhonesRowsUnderTheDisplay() {
        let driver = launch()
        #expect(display(driver) == "0")
        #expect(driver.lines[1] == String(repeating: " ", count: 76) + "0")
        #expect(buttonRow(driver, "AC") == "         AC                  ±                   %                   ÷")
        #expect(buttonRow(driver, "7") == "         7                   8                   9                   ×")
        #expect(buttonRow(driver, "4") == "         4                   5                   6                   −")
        #expect(buttonRow(driver, "1") == "         1                   2                   3                   +")
        #expect(buttonRow(driver, "0") == "        0                                        .                   =")
    }

    @Test func twelveTimesThreeIsThirtySixAndTheOperatorIsHighlightedUntilEquals() {
        let driver = launch()
        driver.type("12")
        #expect(display(driver) == "12")
        #expect(buttonRow(driver, "C").hasPrefix("         C "))
        driver.type("*")
        /// The look of the operator buttons' middle cell on the row of `first`.
        func operatorLook(_ first: String) -> Style {
            let line = buttonRow(driver, first)
            let row = driver.lines.firstIndex(of: line) ?? 0
            return driver.terminal.screen[line.count - 1, row].style
        }
        // × is drawn in the button's colours swapped; + keeps them.
        #expect(operatorLook("7") != operatorLook("1"))
        #expect(operatorLook("7").background == operatorLook("1").foreground)
        driver.type("3")
        #expect(display(driver) == "3")
        driver.focus("=")
        driver.press(.enter)
        #expect(display(driver) == "36")
        #expect(operatorLook("7") == operatorLook("1"))
        #expect(driver.lines[1] == String(repeating: " ", count: 75) + "36")
    }

    @Test func returnIsTheEqualsButtonsShortcutWhicheverButtonIsFocused() {
        let driver = launch()
        driver.type("2+3")
        driver.press(.enter)
        #expect(display(driver) == "5")
        #expect(buttonRow(driver, "C").hasPrefix("         C "), "not AC, the focused button Return would have pressed")
    }

    @Test func operatorsChainAndDividingByZeroIsAnError() {
        let driver = launch()
        driver.type("2+3*")
        #expect(display(driver) == "5")
        driver.type("4")
        driver.focus("=")
        driver.press(.enter)
        #expect(display(driver) == "20")
        driver.type("7/0")
        driver.press(.enter)
        #expect(display(driver) == "Error")
        driver.press(.escape)
        driver.press(.escape)
        #expect(display(driver) == "0")
        #expect(buttonRow(driver, "AC").hasPrefix("         AC "))
    }
}
