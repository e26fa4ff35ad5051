import CursesUICore
import CursesUITestSupport
import Foundation
import Testing

@testable import PiggyBank

/// Debt mode and "Adjust balance" on the screens: turned on in Settings, what is owed in the
/// debt colour on Home, Details, Manage and Statistics, and adjustments written from Details.
@MainActor
struct DebtAndAdjustmentScreenTests {
    func homeWithBank(initial: String, language: Language = .english) throws -> AppHarness {
        let app = try AppHarness(language: language)
        app.goToCreatePage()
        app.createBank(name: "Bike", target: "500", initial: initial)
        return app
    }

    /// The colour the first cell of `text` is drawn in, wherever it is on screen.
    func color(of text: String, in app: AppHarness) -> Color? {
        for (row, line) in app.lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            let column = line[..<range.lowerBound].reduce(0) { $0 + DisplayWidth.of($1) }
            return app.driver.terminal.screen[column, row].style.foreground
        }
        Issue.record("\(text.debugDescription) is not on screen:\n\(app.screen)")
        return nil
    }

    /// Settings: the sixth control is debt mode; Space flips it.
    func toggleDebtMode(_ app: AppHarness) {
        app.press(.character(","))
        app.press(.tab, .tab, .tab, .tab, .tab)
        #expect(app.lines.contains { $0.contains("Debt mode (withdraw below zero)") })
        app.press(.character(" "), .escape)
    }

    /// A bank of $80.00 after withdrawing $130.00 in debt mode.
    func bankInDebt() throws -> AppHarness {
        let app = try homeWithBank(initial: "80")
        toggleDebtMode(app)
        #expect(app.store.balancePolicy.allowsDebt)
        app.press(.character("w"))
        #expect(app.screen.contains("debt mode: the balance may go below zero"))
        app.type("130")
        app.press(.enter)
        return app
    }

    @Test func withoutDebtModeTheWithdrawalPromptStillStopsAtTheBalance() throws {
        let app = try homeWithBank(initial: "80")
        #expect(!app.store.balancePolicy.allowsDebt, "off by default")
        app.press(.character("w"))
        app.type("81")
        #expect(app.screen.contains("must be at most $80.00"))
    }

    @Test func inDebtModeAWithdrawalGoesBelowZeroAndHomeShowsWhatIsOwedInRed() throws {
        let app = try bankInDebt()
        app.driver.expectLines(["  Saved -$50.00 of $500.00", "  Owes $50.00 · $550.00 to go"], from: 3)
        #expect(color(of: "Saved -$50.00", in: app) == .red)
        #expect(color(of: "Owes $50.00", in: app) == .red)
        #expect(app.store.primaryBank?.amount == -50)
    }

    @Test func detailsManageAndStatisticsShowTheDebtInRed() throws {
        let app = try bankInDebt()
        app.press(.character("i"))
        #expect(app.lines.contains { $0.hasPrefix("  Owed") && $0.hasSuffix("$50.00") })
        #expect(color(of: "-$50.00", in: app) == .red)
        app.press(.escape, .character("m"))
        #expect(color(of: "-$50.00/$500.00", in: app) == .red)
        app.press(.escape, .character("s"))
        #expect(app.screen.contains("Saved in total: -$50.00 · $50.00 owed by 1 bank"))
        #expect(color(of: "$50.00 owed by 1 bank", in: app) == .red)
        #expect(color(of: "-$50.00/$500.00", in: app) == .red)
    }

    @Test func turningDebtModeOffKeepsTheDebtAndTheWithdrawalPromptSaysWhy() throws {
        let app = try bankInDebt()
        toggleDebtMode(app)
        #expect(!app.store.balancePolicy.allowsDebt)
        app.driver.expectLine(3, "  Saved -$50.00 of $500.00")
        app.press(.character("w"))
        #expect(app.screen.contains("This piggy bank owes $50.00. Turn on debt mode in Settings to"))
        app.press(.enter)
        #expect(app.store.primaryBank?.amount == -50)
        #expect(try app.store.records(of: try #require(app.store.primaryBank).id).count == 2)
    }

    @Test func adjustingTheBalanceFromDetailsWritesAnAdjustmentThatRecordsShowAndUndo() throws {
        let app = try homeWithBank(initial: "80")
        app.press(.character("i"), .character("a"))
        #expect(app.screen.contains("Adjust balance"))
        #expect(app.driver.fieldLines.contains { $0.contains("80.00") }, "the prompt starts at the balance")
        #expect(app.screen.contains("That is the balance already."))
        #expect(!app.screen.contains("Below zero (owed)"), "no balance below zero without debt mode")
        app.press(.control("u"))
        app.type("92.5")
        #expect(app.screen.contains("The difference is kept in an adjustment record."))
        app.press(.tab)
        app.type("found coins")
        app.press(.enter)
        #expect(app.store.primaryBank?.amount == Decimal(string: "92.5"))
        #expect(app.lines.contains { $0.hasPrefix("  Adjusted in total") && $0.hasSuffix("+$12.50") })
        #expect(app.lines.contains { $0.hasPrefix("  Deposited in total") && $0.hasSuffix("$80.00") })
        app.press(.escape, .character("r"))
        #expect(app.lines.contains { $0.contains("+       $12.50") && $0.contains("adjustment · found") })
        #expect(color(of: "+       $12.50", in: app) == .magenta)
        app.press(.character("x"), .enter)
        #expect(app.store.primaryBank?.amount == 80, "deleting the adjustment restores the balance")
    }

    @Test func inDebtModeTheAdjustmentMaySetABalanceBelowZero() throws {
        let app = try homeWithBank(initial: "80")
        toggleDebtMode(app)
        app.press(.character("i"), .character("a"))
        app.press(.control("u"))
        app.type("20")
        app.press(.tab)
        #expect(app.screen.contains("Below zero (owed)"))
        app.press(.character(" "), .tab, .enter)
        #expect(app.store.primaryBank?.amount == -20)
        #expect(color(of: "-$20.00", in: app) == .red)
    }

    @Test func inGermanTheDebtReadsAndShowsInRedToo() throws {
        let app = try homeWithBank(initial: "80", language: .german)
        try app.store.settings.set("true", forKey: SettingKey.debtMode)
        try app.store.withdraw(Decimal(string: "100.25")!, from: try #require(app.store.primaryBank).id)
        app.press(.left)
        // Amounts keep their currency sign with a no-break space.
        app.driver.expectLines(["  -20,25\u{A0}€ von 500,00\u{A0}€ gespart", "  Schuldet 20,25\u{A0}€ · noch 520,25\u{A0}€"], from: 3)
        #expect(color(of: "Schuldet", in: app) == .red)
    }
}
