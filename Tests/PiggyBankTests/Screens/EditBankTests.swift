import CursesUI
import CursesUITestSupport
import Testing

@testable import PiggyBank

/// `e` on Home pushes a form that edits the name and target, never the saved amount.
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
        #expect(app.screen.contains("Saved so far: 120.00"))
        app.press(.end)
        app.type(" trip")
        app.press(.tab, .end, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace)
        app.type("800")
        app.press(.enter)
        #expect(app.lines[0].contains("Home"))
        #expect(app.screen.contains("Bike trip"))
        #expect(app.screen.contains("Saved 120.00 of 800.00"))
        let bank = try #require(app.store.primaryBank)
        #expect(bank.amount == 120)
        #expect(app.store.recordCount(of: bank.id) == 1, "editing writes no record")
    }

    @Test func aTargetBelowWhatIsSavedIsRefusedAndEscLeavesUnchanged() throws {
        let app = try homeWithBike()
        app.press(.character("e"), .tab, .end)
        for _ in 0..<6 { app.press(.backspace) }
        app.type("100")
        #expect(app.screen.contains("must be at least 120.00"))
        app.press(.enter)
        #expect(app.lines[0].contains("Edit piggy bank"), "Save is refused while the target is below the saved amount")
        app.press(.escape)
        #expect(app.screen.contains("Saved 120.00 of 500.00"))
    }
}
