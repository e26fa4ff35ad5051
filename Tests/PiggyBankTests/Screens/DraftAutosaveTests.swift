import CursesUICore
import Testing

@testable import PiggyBank

/// The draft is saved once the app waits for the next key, not within each typed key, and at
/// once when the step changes, before Ctrl-Z suspends the app and when it quits: a relaunch
/// finds what was typed.
@MainActor
struct DraftAutosaveTests {
    @Test func typingSavesTheDraftWhenTheAppWaitsForTheNextKey() async throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.type("Trip")
        #expect(app.store.loadDraft() == nil, "not within the keys")
        #expect(await app.driver.waitUntil { app.store.loadDraft()?.name == "Trip" })
    }

    @Test func ctrlZSavesTheDraftBeforeSuspending() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.type("Bike")
        app.press(.control("z"))
        #expect(app.driver.terminal.suspensions == 1)
        #expect(app.store.loadDraft()?.name == "Bike")
        app.driver.expectLine(3, "  Bike____________________________________")
    }

    @Test func quittingRightAfterTypingKeepsEveryKey() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.type("Guitar")
        app.press(.tab)
        app.type("80")
        try app.relaunch()
        app.driver.expectLines(
            [
                "  Name", "  Guitar__________________________________", "  24 characters left", "", "  Target amount",
                "  80.00___________________________________",
            ],
            from: 2)
    }

    @Test func leavingThePageSavesTheDraftAtOnce() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.type("Boat")
        app.press(.tab)
        app.type("500")
        app.press(.enter)
        #expect(app.screen.contains("step 2 of 3"))
        #expect(app.store.loadDraft()?.name == "Boat")
        #expect(app.store.loadDraft()?.targetAmount == 500)
    }
}
