import CursesUI
import CursesUITestSupport
import Testing

@testable import ExpenseTracker

/// Examples/ExpenseTracker, driven as PROGRAMS.md drives it on iOS: Dinner, Business, 60 added
/// through the sheet shows under Business in orange and the total goes from $463.75 to
/// $523.75; deleting it with its row action brings the total back.
@MainActor
struct ExpenseTrackerTests {
    func total(_ driver: Driver) -> String { driver.lines.last { $0.hasPrefix(" Total") } ?? "" }

    @Test func anExpenseAddedThroughTheSheetIsListedAndDeletedWithItsRowAction() throws {
        let driver = Driver(environment: .appMain, app: ExpenseTrackerApp())
        #expect(total(driver).hasSuffix("463.75"))
        #expect(driver.lines[1...3] == ["Personal", " Lunch" + driver.lines[2].dropFirst(6), " Personal"])

        driver.press(.backTab, .enter)  // + Add Expense, in the toolbar
        #expect(driver.lines[3].contains("Add New Expense") && driver.lines[3].hasSuffix("[ Cancel ] [ Save ] ║"))
        driver.type("Dinner")
        driver.press(.tab, .enter, .down, .enter)  // Type: Business
        #expect(driver.lines[5].hasPrefix(" ║   Type" + String(repeating: " ", count: 55) + "‹Business› ▾  ║"))
        driver.press(.tab, .control("u"))
        driver.type("60")
        driver.press(.enter)  // Save: the confirmation action answers Enter
        #expect(!driver.screen.contains("Add New Expense"))

        let dinner = try #require(driver.lines.firstIndex { $0.hasPrefix(" Dinner") })
        #expect(driver.lines[dinner - 1] == "Business", "first under Business")
        #expect(driver.lines[dinner].hasSuffix("60.00"))
        let amountEnd = driver.lines[dinner].count - 1
        #expect(driver.terminal.screen[amountEnd, dinner].style.foreground == .orange, "under 100: orange")
        #expect(total(driver).hasSuffix("523.75"))

        driver.press(.tab, .down, .down, .right)  // the Dinner row's actions, as a swipe shows them
        #expect(driver.screen.contains("[ Delete ]"))
        driver.press(.enter)
        #expect(!driver.lines.contains { $0.hasPrefix(" Dinner") })
        #expect(total(driver).hasSuffix("463.75"))
    }

    @Test func saveIsDisabledUntilTheExpenseHasANameAndAnAmountAndCancelAddsNothing() {
        let driver = Driver(environment: .appMain, app: ExpenseTrackerApp())
        driver.press(.backTab, .enter)
        driver.type("Taxi")
        driver.press(.enter)  // no amount: Save is disabled
        #expect(driver.screen.contains("Add New Expense"))
        driver.press(.escape)  // Cancel: the cancellation action
        #expect(!driver.screen.contains("Add New Expense"))
        #expect(total(driver).hasSuffix("463.75"))
    }
}
