import CursesUI
import CursesUITestSupport
import Testing

@testable import iExpense

/// Examples/iExpense, an ObservableObject-style program (Hacking with Swift's iExpense, iOS
/// 15–17): `Expenses` with `@Published var items` saved as JSON to `UserDefaults` (cleared
/// first), a `@StateObject` list in a `NavigationView`, a sheet whose form is an
/// `@ObservedObject` draft, `.navigationBarItems`, and Del deleting a row (`.onDelete`).
@MainActor
@Suite(.serialized)
struct iExpenseTests {
    init() { UserDefaults.standard.removeObject(forKey: "Items") }

    func row(_ left: String, _ right: String, width: Int = 79) -> String {
        left + String(repeating: " ", count: max(1, width - left.count - right.count)) + right
    }

    func dollars(_ amount: Double) -> String { amount.formatted(.currency(code: "USD")) }

    /// Opens the sheet and adds an expense, as a user types it.
    func add(_ name: String, business: Bool = false, amount: String, in driver: Driver) {
        driver.tabTo("[ + ]")
        driver.press(.enter)
        driver.type(name)
        if business { driver.press(.tab, .enter, .up, .enter) }  // Type: Business, above Personal
        driver.press(.tab)
        if !business { driver.press(.tab) }
        driver.press(.control("u"))
        driver.type(amount)
        driver.tabTo("[ Save ]")
        driver.press(.enter)
    }

    @Test func expensesAddedInTheSheetAreListedUnderTheirTypeTotalledAndKept() {
        let driver = Driver(environment: .appMain, app: iExpenseApp())
        driver.expectLines([row("iExpense", "[ + ]", width: 80), "Personal", "", "Business", "", row(" Total", dollars(0))])

        driver.tabTo("[ + ]")
        driver.press(.enter)
        driver.expectLines(
            [
                " ╔════════════════════════════════════════════════════════════════════════════╗",
                "B║ Add new expense                                        [ Cancel ] [ Save ] ║",  // Business, behind the margin
                " ║   Name___________________________________________________________________  ║",
                " ║   Type                                                       ‹Personal› ▾  ║",
            ], from: 2)
        driver.press(.escape)
        add("Lunch", amount: "12.5", in: driver)
        add("Laptop", business: true, amount: "1500", in: driver)
        let listed = [
            row("iExpense", "[ + ]", width: 80), "Personal", row(" Lunch", dollars(12.5)), " Personal", "", "Business",
            row(" Laptop", dollars(1500)), " Business", "", row(" Total", dollars(1512.5)),
        ]
        driver.expectLines(listed)
        #expect(driver.terminal.screen[78, 2].style.foreground == .orange, "10 or more: orange")
        #expect(driver.terminal.screen[78, 6].style.foreground == .red, "100 or more: red")

        let again = Driver(environment: .appMain, app: iExpenseApp())  // the next run reads them back
        again.expectLines(listed)
    }

    @Test func saveWaitsForANameAndAnAmountAndTheDraftOutlivesTheSheet() {
        let driver = Driver(environment: .appMain, app: iExpenseApp())
        driver.tabTo("[ + ]")
        driver.press(.enter)
        driver.type("Taxi")
        let save = driver.lines[3].count - 9
        #expect(driver.terminal.screen[save, 3].style.dim, "no amount yet: Save is disabled")
        driver.press(.escape)
        driver.expectLines(["Personal", "", "Business"], from: 1)

        driver.tabTo("[ + ]")
        driver.press(.enter)
        driver.expectLine(4, " ║   Taxi___________________________________________________________________  ║")
        driver.press(.tab, .tab, .control("u"))
        driver.type("8")
        #expect(driver.terminal.screen[save, 3].style.dim, "as on iOS, the amount waits for its commit")
        driver.press(.enter)
        #expect(!driver.terminal.screen[save, 3].style.dim, "Save is enabled")
        driver.tabTo("[ Save ]")
        driver.press(.enter)
        driver.expectLines(["Personal", row(" Taxi", dollars(8)), " Personal"], from: 1)
        #expect(driver.terminal.screen[78, 2].style.foreground == .green, "under 10: green")

        driver.tabTo("[ + ]")
        driver.press(.enter)
        driver.expectLine(4, " ║   Name___________________________________________________________________  ║")
    }

    @Test func deletingARowRemovesItFromTheListTheTotalAndTheStore() {
        let driver = Driver(environment: .appMain, app: iExpenseApp())
        add("Coffee", amount: "4", in: driver)
        add("Train", amount: "23", in: driver)
        driver.tabTo("Coffee")
        driver.press(.delete)
        let remaining = [
            row("iExpense", "[ + ]", width: 80), "Personal", row(" Train", dollars(23)), " Personal", "", "Business", "",
            row(" Total", dollars(23)),
        ]
        driver.expectLines(remaining)
        Driver(environment: .appMain, app: iExpenseApp()).expectLines(remaining)
    }
}
