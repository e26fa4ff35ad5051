import CursesUICore
import CursesUITestSupport
import Testing

@testable import PiggyBank

/// `e` on Home pushes the create form filled in: name, target, icon and expiry; never the
/// saved amount.
@MainActor
struct EditBankTests {
    func homeWithBike() throws -> AppHarness {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: "Bike", target: "500", initial: "120")
        return app
    }

    @Test func editingTheNameAndTargetIsSavedAndHomeShowsIt() throws {
        let app = try homeWithBike()
        app.press(.character("e"))
        #expect(app.lines[0].contains("Edit piggy bank"))
        app.driver.expectLine(14, " Saved so far: $120.00 (change it with a deposit or withdrawal)")
        app.press(.end)
        app.type(" trip")
        app.press(.tab, .end, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace)
        app.type("800")
        app.press(.enter)
        #expect(app.lines[0].contains("Home"))
        app.driver.expectLines(["  🐷 Bike trip", "  Saved $120.00 of $800.00"], from: 2)
        let bank = try #require(app.store.primaryBank)
        #expect(bank.amount == 120)
        #expect(app.store.recordCount(of: bank.id) == 1, "editing writes no record")
    }

    @Test func aTargetBelowWhatIsSavedCompletesTheBankAndKeepsTheBalance() throws {
        let app = try homeWithBike()
        app.press(.character("e"), .tab, .end)
        for _ in 0..<6 { app.press(.backspace) }
        app.type("100")
        app.press(.enter)
        #expect(app.lines[0].contains("Home"))
        app.driver.expectLines(["  Saved $120.00 of $100.00", "  Goal reached · $20.00 over the target"], from: 3)
        #expect(app.store.primaryBank?.completionDate != nil)
    }

    @Test func theIconAndTheExpiryAreEditedToo() throws {
        let app = try homeWithBike()
        app.press(.character("e"), .tab, .tab)  // the icon grid
        app.press(.right, .right, .enter)  // picks the third icon and goes on to the expiry
        app.press(.character(" "), .tab)
        app.type("2031-02-30")
        app.driver.expectLines(
            ["  Expiration date                                              [x] 2031-02-30__", "  not a valid date (YYYY-MM-DD)"], from: 12
        )
        app.press(.backspace, .backspace)
        app.type("28")
        app.press(.enter)
        let bank = try #require(app.store.primaryBank)
        #expect(bank.icon == IconCatalog.all[2].id)
        #expect(bank.expirationDate == "2031-02-28")
        #expect(app.screen.contains("expires 2031-02-28"))
    }

    @Test func escLeavesTheBankUnchanged() throws {
        let app = try homeWithBike()
        app.press(.character("e"), .tab, .end)
        app.type("9")
        app.press(.escape)
        #expect(app.lines[0].contains("Home"))
        app.driver.expectLine(3, "  Saved $120.00 of $500.00")
    }
}
