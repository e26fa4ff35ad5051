import CursesUICore
import CursesUITestSupport
import Foundation
import Testing

@testable import PiggyBank

@MainActor
struct CreateFlowTests {
    @Test func firstRunGoesFromWelcomeToHomeWithTheNewBankStored() throws {
        let app = try AppHarness()
        #expect(app.screen.contains("Welcome to Piggy Bank"))
        app.goToCreatePage()
        #expect(app.screen.contains("step 1 of 3"))
        app.createBank(name: "Trip to Japan", target: "1200.50", iconMoves: [.right], initial: "100")
        app.driver.expectLines(["  🚗 Trip to Japan", "  Saved $100.00 of $1,200.50", "  $1,100.50 to go"], from: 2)
        let banks = try app.store.allBanks()
        #expect(banks.count == 1)
        #expect(banks.first?.name == "Trip to Japan")
        #expect(banks.first?.icon == "car")
        #expect(banks.first?.amount == 100)
        #expect(app.store.recordCount(of: banks[0].id) == 1)
    }

    @Test func enterOnThePrivacyPageAgreesWhileTheTextHasFocus() throws {
        let app = try AppHarness()
        app.press(.enter)
        #expect(app.lines.last?.contains("Enter Agree") == true, "the help bar names Enter")
        app.press(.down)  // scroll the text: it keeps the focus
        app.press(.enter)
        #expect(app.screen.contains("step 1 of 3"))
    }

    @Test func aSecondBankCreatedFromHomeBecomesPrimary() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: "First", target: "10")
        app.press(.character("n"))
        #expect(app.screen.contains("step 1 of 3"))
        app.driver.expectLine(3, "  What are you saving for?________________")  // Home reset the draft: no old name
        app.createBank(name: "Second", target: "20")
        #expect(app.store.primaryBank?.name == "Second")
        #expect(try app.store.allBanks().filter(\.isPrimary).count == 1)
        app.driver.expectLine(2, "  🐷 Second")
    }

    /// The binding lesson: with the draft nil (Home reset it), the amount field and the icon picker are
    /// used first, before the name — both writes must stick and reach the stored bank.
    @Test func amountAndIconFirstWithTheDraftNilStick() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: "Old", target: "5")
        app.press(.character("n"))
        app.press(.tab)  // straight to the amount, name untouched
        app.type("300")
        app.driver.expectLines(["  Target amount", "  300_____________________________________"], from: 6)
        app.press(.backTab)
        app.type("Bike")
        app.press(.enter)
        app.press(.right, .right, .enter)  // pick the third icon first
        app.driver.expectLine(7, "  Picked: 🏠 house")
        app.press(.enter)  // the pick moved on to the initial amount; Enter there is Next
        #expect(app.screen.contains("Ready to create"))
        app.press(.enter)
        let bike = app.store.primaryBank
        #expect(bike?.name == "Bike")
        #expect(bike?.targetAmount == 300)
        #expect(bike?.icon == "house")
        #expect(app.driver.app.graph.droppedWrites.isEmpty)
    }

    @Test func quittingAtStep4AndRelaunchingResumesWithTheDraftKept() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.type("Guitar")
        app.press(.tab)
        app.type("800")
        app.press(.enter)
        app.press(
            .right, .right, .right, .right, .right, .right, .right, .right, .right, .right, .right, .right, .right, .right, .right, .right,
            .enter)
        app.driver.expectLine(7, "  Picked: 🎸 guitar")
        try app.relaunch()
        #expect(app.screen.contains("step 2 of 3"))
        app.driver.expectLine(7, "  Picked: 🎸 guitar")
        app.press(.escape)
        app.driver.expectLines(
            [
                "  Name", "  Guitar__________________________________", "  24 characters left", "", "  Target amount",
                "  800.00__________________________________",
            ],
            from: 2)
    }

    @Test func nameIsTrimmedToThirtyCharactersAlsoForChinese() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.driver.paste(String(repeating: "存钱", count: 20))
        app.driver.expectLines(["  钱存钱存钱存钱存钱存钱存钱存钱存钱存钱__", "  0 characters left"], from: 3)
        app.press(.tab)
        app.type("10")
        app.press(.enter, .tab, .enter, .enter)
        #expect(app.store.primaryBank?.name == String(repeating: "存钱", count: 15))
    }

    @Test func nextWithMissingValuesAsksAndDefaultsApplyOnConfirm() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.press(.enter)
        app.driver.expectLine(10, "                 ║ The name or the target amount is missing. ║")
        app.press(.tab, .enter)  // Re-enter
        #expect(!app.screen.contains("is missing"))
        #expect(app.screen.contains("step 1 of 3"))
        app.press(.enter, .enter)  // ask again, continue with defaults
        #expect(app.screen.contains("step 2 of 3"))
        app.press(.tab)
        app.type("250")  // initial above the default target of 100
        app.press(.enter, .enter)
        let bank = app.store.primaryBank
        #expect(bank?.name == "Piggy Bank")
        #expect(bank?.targetAmount == 100)
        #expect(bank?.amount == 100, "the initial amount is capped at the target")
    }

    @Test func aRecurringDepositSetOnPage2CatchesUpFromItsFirstDay() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.type("Bike")
        app.press(.tab)
        app.type("500")
        app.press(.enter)  // page 2, focus on the grid
        app.press(.tab, .tab, .tab, .character(" "))  // the recurring-deposit toggle
        app.press(.tab)
        app.type("25")
        app.press(.tab)
        app.type("2026-09-15")
        app.press(.tab, .tab, .right, .right)  // every month, on day 3
        app.driver.expectLine(16, "  Every   day | week |[month]| year  On day 3 [−|+]")
        app.press(.tab, .tab, .enter)  // Next
        #expect(app.screen.contains("Recurring deposit"))
        app.press(.enter)  // Confirm
        let bank = try #require(app.store.primaryBank)
        let schedule = try #require(app.store.schedule(of: bank.id))
        #expect(schedule.amount == 25 && schedule.frequency == .month && schedule.day == 3)
        #expect(schedule.start.description == "2026-09-15")
        let due = DepositSchedule(amount: 25, frequency: .month, day: 3, start: CalendarDate("2026-09-15")!)
            .dueOccurrences(through: CalendarDate(Date()))
        #expect(!due.isEmpty)
        #expect(app.store.recordCount(of: bank.id) == due.count, "every month-day 3 since the first day, deposited once")
        #expect(try app.store.records(of: bank.id).allSatisfy { $0.isAutomatic && $0.amount == 25 })
        #expect(app.screen.contains("Recurring deposit: $25.00 every month on day 3"))
    }

    @Test func anImpossibleExpirationDateIsRefused() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBankStart()
        app.press(.tab, .tab, .character(" "), .tab)
        app.type("2027-02-30")
        app.driver.expectLines(["  [x] Expiration date 2027-02-30__", "  not a valid date (YYYY-MM-DD)"], from: 12)
        app.press(.enter)
        #expect(app.screen.contains("step 2 of 3"), "Next is refused")
        app.press(.backspace, .backspace)
        app.type("28")
        app.press(.enter, .enter)
        #expect(app.store.primaryBank?.expirationDate == "2027-02-28")
    }

    @Test func reCreateStartsOverWithAFreshDraft() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.type("Wrong")
        app.press(.tab)
        app.type("5")
        app.press(.enter, .tab, .enter)
        #expect(app.screen.contains("Ready to create"))
        app.press(.tab, .enter)  // Re-create
        #expect(app.screen.contains("step 1 of 3"))
        app.driver.expectLine(3, "  What are you saving for?________________")  // a fresh draft: the old name is gone
    }
}

extension AppHarness {
    /// Fills page 1 with a valid name and target and moves to page 2.
    func createBankStart() {
        type("Plan")
        press(.tab)
        type("50")
        press(.enter)
    }
}
