import CursesUICore
import CursesUITestSupport
import Foundation
import Testing

@testable import PiggyBank

@MainActor
struct HomeTests {
    func homeWithBank(target: String = "100", initial: String = "") throws -> AppHarness {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: "Bike", target: target, initial: initial)
        return app
    }

    @Test func aDepositMayGoPastTheTargetAndHomeSaysTheGoalIsReached() throws {
        let app = try homeWithBank(target: "100", initial: "30")
        app.press(.character("d"))
        #expect(app.screen.contains("deposits may go past the target"))
        app.type("80")
        app.press(.tab)
        app.type("birthday")
        app.press(.enter)
        #expect(app.screen.contains("╔═ Goal reached! ═"))
        app.press(.enter)  // closes the goal-reached sheet
        app.driver.expectLines(
            [
                "  Saved $110.00 of $100.00", "  Goal reached · $10.00 over the target",
                "  ████████████████████████████████████████ 100%",
            ], from: 3)
        #expect(app.lines.contains { $0.contains("+       $80.00") && $0.contains("deposit · birthday") })
        #expect(app.store.primaryBank?.completionDate != nil)
    }

    @Test func homeShowsWhatIsDueTodayUnderTheSummary() throws {
        let app = try homeWithBank(target: "500")
        let bank = try #require(app.store.primaryBank)
        let today = CalendarDate(Date())
        var draft = PiggyBankDraft(editing: bank, schedule: nil)
        draft.hasExpiration = true
        draft.expirationText = CalendarDate(dayNumber: today.dayNumber + 3).description
        try app.store.update(bankID: bank.id, with: draft)
        try app.store.setSchedule(DepositSchedule(amount: 25, frequency: .day, start: today), for: bank.id)
        try app.relaunch()
        app.driver.expectLines(
            [
                "  Saved $25.00 of $500.00", "  $475.00 to go", "  ██░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░   5%",
            ], from: 3)
        app.driver.expectLine(8, "  Due today: Bike +$25.00 · Bike: 3 days left")
        #expect(app.screen.contains("Recent records · 1 record"), "the records keep their place below")
        app.driver.resize(width: 120, height: 40)
        #expect(app.lines[8].hasPrefix("  Due today: Bike +$25.00 · Bike: 3 days left"))
        #expect(app.lines.contains { $0.contains("Piggy banks · 1") }, "the bank list still stands beside it")
    }

    @Test func homeHasNoDueLineWhenNothingIsDue() throws {
        let app = try homeWithBank(target: "500")
        #expect(!app.screen.contains("Due today"))
        app.driver.expectLines(["", "  Recent records · 0 records"], from: 7)
    }

    @Test func aBigDepositShowsThousandsSeparators() throws {
        let app = try homeWithBank(target: "5000")
        app.press(.character("d"))
        app.type("1,200.5")
        app.press(.enter)
        app.driver.expectLines(["  Saved $1,200.50 of $5,000.00", "  $3,799.50 to go"], from: 3)
    }

    @Test func withdrawalIsCappedAtTheBalance() throws {
        let app = try homeWithBank(target: "100", initial: "40")
        app.press(.character("w"))
        app.type("41")
        #expect(app.screen.contains("must be at most $40.00"))
        app.press(.backspace)
        app.press(.enter)
        app.driver.expectLine(3, "  Saved $36.00 of $100.00")
        #expect(app.lines.contains { $0.contains("-        $4.00") && $0.contains("withdrawal") })
        let bank = try #require(app.store.primaryBank)
        #expect(app.store.recordCount(of: bank.id) == 2)
    }

    @Test func escapeCancelsADepositWithoutChangingAnything() throws {
        let app = try homeWithBank(target: "100", initial: "10")
        app.press(.character("d"))
        app.type("5")
        app.press(.escape)
        app.driver.expectLine(3, "  Saved $10.00 of $100.00")
    }

    @Test func recordsListShowsNewestFirstAndScrolls() throws {
        let app = try homeWithBank(target: "1000")
        for amount in ["1", "2", "3"] {
            app.press(.character("d"))
            app.type(amount)
            app.press(.enter)
        }
        app.press(.character("r"))
        #expect(app.screen.contains("All piggy banks · 3 records"))
        let rows = app.lines.filter { $0.contains("deposit") }
        #expect(rows.first?.contains("3.00") == true)
        #expect(rows.last?.contains("1.00") == true)
        app.press(.escape)
        #expect(app.screen.contains("Recent records"))
    }

    @Test func manageSwitchesThePrimaryBankAndDeletesWithConfirmation() throws {
        let app = try homeWithBank()
        app.press(.character("n"))
        app.createBank(name: "Car", target: "5000", initial: "10")
        #expect(app.store.primaryBank?.name == "Car")
        app.press(.character("m"))
        #expect(app.screen.contains("All piggy banks · 2"))
        app.press(.tab, .enter)  // past the filter, the first row is Bike
        #expect(app.store.primaryBank?.name == "Bike")
        app.press(.down, .character("x"))
        #expect(app.screen.contains("Delete “Car” and its 1 record?"))
        app.press(.tab, .enter)  // Cancel
        #expect(try app.store.allBanks().count == 2)
        app.press(.character("x"), .enter)  // Delete
        let banks = try app.store.allBanks()
        #expect(banks.map(\.name) == ["Bike"])
        let orphans = try app.store.records(of: 2)
        #expect(orphans.isEmpty, "the records went with the bank")
    }

    @Test func changesByAnotherProcessShowOnTheNextKey() throws {
        let app = try homeWithBank(target: "100", initial: "10")
        let other = try PiggyBankStore.open(directory: app.directory)
        try other.deposit(15, into: try #require(other.primaryBank).id, note: "from a script")
        app.driver.expectLine(3, "  Saved $10.00 of $100.00")  // nothing redraws by itself while idle
        app.press(.resize)
        app.driver.expectLine(3, "  Saved $25.00 of $100.00")
        #expect(app.screen.contains("deposit · from a script"))
    }

    @Test func quitKeyEndsTheApp() throws {
        let app = try homeWithBank()
        app.press(.character("q"))
        #expect(!app.driver.app.isRunning)
    }

    @Test func everythingIsThereAfterARelaunch() throws {
        let app = try homeWithBank(target: "100", initial: "25")
        app.press(.character("d"))
        app.type("5")
        app.press(.enter)
        try app.relaunch()
        app.driver.expectLine(3, "  Saved $30.00 of $100.00")
        #expect(app.screen.contains("Recent records · 2 records"))
    }
}

@MainActor
struct ChineseValidationTests {
    /// The withdrawal prompt's limit message comes from the string table, not the framework.
    @Test func theWithdrawalPromptNamesTheLimitInChinese() throws {
        let app = try AppHarness(language: .simplifiedChinese)
        app.goToCreatePage()
        app.createBank(name: "自行车", target: "100", initial: "30")
        app.press(.character("w"))
        app.type("80")
        #expect(app.screen.contains("不能超过 ¥30.00"))
        #expect(!app.screen.contains("must be"))
    }
}
