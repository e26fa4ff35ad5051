import CursesUICore
import Testing

@testable import PiggyBank

/// Long use does not make the view graph hold more: the registrations that state and models
/// keep for re-rendering stay bounded through thousands of deposits and screen changes.
@MainActor
struct SoakTests {
    /// One round of ordinary use: a deposit, a withdrawal, the create page and back, records.
    func useTheApp(_ app: AppHarness) {
        app.press(.character("d"))
        app.type("1")
        app.press(.enter)
        app.press(.character("w"))
        app.type("1")
        app.press(.enter)
        app.press(.character("n"))
        app.type("ab")
        app.press(.escape)
        if app.screen.contains("step 1 of 3") { app.press(.escape) }
        app.press(.character("r"))
        app.press(.escape)
    }

    @Test func registrationsStayBoundedThroughThousandsOfKeys() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: "Soak", target: "1000000", initial: "500")
        for _ in 0..<40 { useTheApp(app) }
        let graph = app.driver.app.graph
        let readersAfterWarmUp = graph.liveStateReaders
        let observationsAfterWarmUp = graph.liveObservationRegistrations
        let statesAfterWarmUp = graph.liveStates
        for _ in 0..<160 { useTheApp(app) }  // about 2,000 keys
        #expect(app.screen.contains("Soak"))
        #expect(app.screen.contains("Saved $500.00"), "every deposit was matched by a withdrawal")
        let bank = try #require(app.store.primaryBank)
        #expect(app.store.recordCount(of: bank.id) == 1 + 2 * 200)
        // Readers of unchanging state are swept when their set doubles, so the count may
        // swing up to twice its size, but it does not grow with the number of keys.
        #expect(graph.liveStateReaders <= 2 * readersAfterWarmUp + 8)
        #expect(graph.liveObservationRegistrations <= observationsAfterWarmUp + 2)
        #expect(graph.liveStates == statesAfterWarmUp, "screens and prompts that closed left no state behind")
    }
}
