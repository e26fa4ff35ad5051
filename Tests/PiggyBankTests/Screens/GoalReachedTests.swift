import CursesUICore
import CursesUITestSupport
import Foundation
import Testing

@testable import PiggyBank

@MainActor
struct GoalReachedTests {
    /// Home over "Bike" (target 100, 30 saved), created `daysAgo` days ago.
    func home(language: Language = .english, daysAgo: Int = 0) throws -> AppHarness {
        let app = try AppHarness(language: language)
        app.goToCreatePage()
        app.createBank(name: "Car", target: "500")
        var draft = PiggyBankDraft()
        draft.name = "Bike"
        draft.targetAmount = 100
        draft.initialAmount = 30
        try app.store.create(from: draft, now: Date().addingTimeInterval(-Double(daysAgo) * 86_400))
        app.press(.resize)
        return app
    }

    func deposit(_ app: AppHarness, _ amount: String) {
        app.press(.character("d"))
        app.type(amount)
        app.press(.enter)
    }

    /// The day the bank shown on Home was filled, as `language` writes it.
    func reachedDay(_ app: AppHarness, _ language: Language = .english) throws -> String {
        DateText.day(try #require(app.store.primaryBank?.completionDate), language)
    }

    @Test func theDepositThatReachesTheGoalShowsTheSheetOnce() throws {
        let app = try home(daysAgo: 95)
        deposit(app, "20")
        #expect(!app.screen.contains("╔═ Goal reached! ═"), "50 of 100 is no goal")
        deposit(app, "60")
        let day = try reachedDay(app)
        app.driver.expectLines(
            [
                "  +       $6╔═ Goal reached! ═════════════════════════════════════╗",
                "  +       $2║ “Bike” reached its target of $100.00 on \(day). ║",
                "  +       $3║ It took 3 months.                                   ║",
                "            ║                                                     ║",
                "            ║ [ OK ]                                              ║",
                "            ╚═════════════════════════════════════════════════════╝",
            ], from: 9)
        app.press(.enter)
        #expect(!app.screen.contains("╔═ Goal reached! ═"))
        app.driver.expectLine(4, "  Goal reached · $10.00 over the target")
        deposit(app, "5")
        app.driver.expectLine(4, "  Goal reached · $15.00 over the target")
        #expect(!app.screen.contains("╔═ Goal reached! ═"), "a later deposit does not celebrate again")
    }

    @Test func escapeClosesTheSheetAndShortTimesReadInDays() throws {
        let app = try home(daysAgo: 45)
        deposit(app, "70")
        app.driver.expectLine(11, "            ║ It took 45 days.                                    ║")
        app.press(.escape)
        #expect(!app.screen.contains("╔═ Goal reached! ═"))
        app.driver.expectLine(8, "  Recent records · 2 records")
        #expect(app.lines[9].hasPrefix("  +       $70.00  \(try reachedDay(app)) "))
    }

    @Test func aDepositFromAnotherProcessDoesNotPopTheSheet() throws {
        let app = try home()
        let other = try PiggyBankStore.open(directory: app.directory)
        try other.deposit(70, into: try #require(other.primaryBank).id)
        app.press(.resize)
        app.driver.expectLines(["  Saved $100.00 of $100.00", "  Goal reached!"], from: 3)
        #expect(!app.screen.contains("╔═ Goal reached! ═"), "only the deposit made here celebrates")
    }

    @Test func theSheetSpeaksEachLanguageWithItsPluralForms() throws {
        let russian = try home(language: .russian, daysAgo: 400)
        deposit(russian, "70")
        #expect(russian.screen.contains("На это ушло 1 год и 1 месяц."))
        let moreRussian = try home(language: .russian, daysAgo: 95)
        deposit(moreRussian, "70")
        #expect(moreRussian.screen.contains("На это ушло 3 месяца."))
        let german = try home(language: .german, daysAgo: 45)
        deposit(german, "70")
        #expect(german.screen.contains("„Bike“ hat das Ziel von 100,00"))
        #expect(german.screen.contains("am \(try reachedDay(german, .german)) erreicht."))
        #expect(german.screen.contains("Es hat 45 Tage gedauert."))
        let japanese = try home(language: .japanese, daysAgo: 1)
        deposit(japanese, "70")
        #expect(japanese.screen.contains("かかった期間は 1 日 です。"))
    }
}
