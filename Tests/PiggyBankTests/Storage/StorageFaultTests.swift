import CursesUICore
import CursesUITestSupport
import Foundation
import Testing

@testable import PiggyBank

/// Storage faults while the app runs: a clear dialog, and nothing already stored is lost.
@MainActor
struct StorageFaultTests {
    func homeWithBank() throws -> AppHarness {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: "Safe", target: "100", initial: "40")
        return app
    }

    @Test func aDepositThatCannotBeWrittenShowsADialogAndChangesNothing() throws {
        let app = try homeWithBank()
        try app.store.database.execute("PRAGMA query_only = ON")  // every write now fails
        app.press(.character("d"))
        app.type("5")
        app.press(.enter)
        #expect(app.screen.contains("Something went wrong"))
        #expect(app.screen.contains("attempt to write a readonly database"))
        app.press(.enter)
        #expect(!app.screen.contains("Something went wrong"))
        app.driver.expectLine(3, "  Saved $40.00 of $100.00")
        try app.store.database.execute("PRAGMA query_only = OFF")
        #expect(app.store.primaryBank?.amount == 40)
        #expect(app.store.recordCount(of: app.store.primaryBank!.id) == 1)
    }

    @Test func aSettingThatCannotBeSavedIsReportedNotSilent() throws {
        let app = try homeWithBank()
        try app.store.database.execute("PRAGMA query_only = ON")
        app.press(.character("n"))
        #expect(app.screen.contains("Something went wrong"))
        try app.store.database.execute("PRAGMA query_only = OFF")
        #expect(app.store.settings.string(forKey: "pageSteps") == "0", "the stored step is the last one that was saved")
    }
}
