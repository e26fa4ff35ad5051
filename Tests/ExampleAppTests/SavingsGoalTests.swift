import CursesUI
import CursesUITestSupport
import Testing

@testable import SavingsGoal

/// Examples/SavingsGoal, driven as PROGRAMS.md drives it on iOS: "Total saved" starts at
/// $650.00; Deposit from New Bike's row actions (a swipe on iOS, → here) with 50 makes it
/// $700.00; a goal's detail shows the gauge's percentage, and its Deposit updates "Saved" and
/// "Still to go"; + adds a goal through the sheet. Its lengths are points, as `App.main()`
/// reads them, so a goal row is three lines.
@MainActor
struct SavingsGoalTests {
    func row(_ prefix: String, in driver: Driver) -> String {
        driver.lines.map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(prefix) } ?? ""
    }

    func gauge(_ driver: Driver) -> String {
        // As on iOS, the capacity gauge shows its current value, not its label ("Saved").
        driver.lines.map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.first.map("○◔◑◕●".contains) == true } ?? ""
    }

    @Test func aDepositFromTheRowActionsGrowsTheGoalAndTheTotal() {
        let driver = Driver(environment: .appMain, app: SavingsGoalApp())
        driver.expectLines(["Total saved", " US$650.00", "", "Goals"], from: 1)
        driver.expectLine(5, " 🚲 New Bike")
        // The link's chevron is centred beside the three-line row, as on iOS: on its bar.
        driver.expectLine(6, " ███████████████████████▊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ ›")
        driver.expectLine(7, " US$250.00                                                       of US$800.00")
        driver.expectLine(8, " ✈ Summer Trip")

        driver.tabTo("New Bike")
        driver.press(.right)  // the row's actions, as a swipe shows them
        #expect(driver.screen.contains("[ + Deposit ]") && driver.screen.contains("[ 🗑 Delete ]"))
        driver.tabTo("Deposit")
        driver.press(.enter)
        #expect(driver.screen.contains("US$550.00 left to reach New Bike."))
        driver.type("50")
        driver.press(.enter)  // Add: the confirmation action
        #expect(!driver.screen.contains("left to reach"))
        driver.expectLine(2, " US$700.00")
        driver.expectLine(7, " US$300.00                                                       of US$800.00")
    }

    @Test func theDetailShowsTheGaugeAndItsDepositUpdatesSavedAndStillToGo() {
        let driver = Driver(environment: .appMain, app: SavingsGoalApp())
        driver.tabTo("New Bike")
        driver.press(.enter)
        #expect(driver.lines[0].hasPrefix("Savings › New Bike") && driver.lines[0].hasSuffix("  [ + ]"))
        #expect(gauge(driver).hasSuffix(" 31%"), "the gauge, in the circle glyph nearest its value")
        #expect(row("Saved", in: driver).hasSuffix("US$250.00") && row("Still to go", in: driver).hasSuffix("US$550.00"))
        driver.tabTo("[ + ]")
        driver.press(.enter)
        driver.type("100")
        driver.press(.enter)
        #expect(gauge(driver).hasSuffix(" 44%"))
        #expect(row("Saved", in: driver).hasSuffix("US$350.00") && row("Still to go", in: driver).hasSuffix("US$450.00"))
        driver.press(.escape)  // back to the list
        driver.expectLine(2, " US$750.00")
    }

    @Test func plusAddsAGoalThroughTheSheet() {
        let driver = Driver(environment: .appMain, app: SavingsGoalApp())
        driver.tabTo("[ + ]")
        driver.press(.enter)
        #expect(driver.screen.contains("New Goal"))
        driver.type("Laptop")
        driver.press(.enter)  // Save
        #expect(!driver.screen.contains("New Goal"))
        #expect(row("★ Laptop", in: driver) == "★ Laptop", "the chevron is on the bar, the middle line")
        #expect(driver.screen.contains("of US$500.00"))
    }
}
