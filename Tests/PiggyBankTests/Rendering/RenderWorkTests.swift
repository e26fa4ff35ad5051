import CursesUI
import CursesUITestSupport
import Testing

@testable import PiggyBank

/// A typed character costs work in proportion to what it changed, on the real screens: at
/// most 5 node evaluations and 2 body evaluations (the budget `piggybank-bench` reports).
@MainActor
struct RenderWorkTests {
    /// The work of typing each character of `text`, the most any one of them cost.
    func worstWork(typing text: String, into app: AppHarness) -> RenderCounters {
        var worst = RenderCounters()
        for character in text {
            let work = app.driver.work { app.press(.character(character)) }
            worst.nodeEvaluations = max(worst.nodeEvaluations, work.nodeEvaluations)
            worst.bodyEvaluations = max(worst.bodyEvaluations, work.bodyEvaluations)
        }
        return worst
    }

    @Test func typingTheNameOnTheCreatePageEvaluatesOnlyWhatShowsIt() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        let work = worstWork(typing: "Trip to Japan", into: app)
        #expect(work.nodeEvaluations <= 5)
        #expect(work.bodyEvaluations <= 2)
        #expect(app.screen.contains("Trip to Japan"))
        #expect(app.screen.contains("17 characters left"))
    }

    @Test func typingTheTargetOnTheCreatePageEvaluatesOnlyWhatShowsIt() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.press(.tab)
        let work = worstWork(typing: "1200.50", into: app)
        #expect(work.nodeEvaluations <= 5)
        #expect(work.bodyEvaluations <= 2)
        #expect(app.screen.contains("1200.50"))
    }

    @Test func typingAnAmountInTheDepositPromptEvaluatesOnlyThePrompt() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: "Bike", target: "1000")
        app.press(.character("d"))
        let work = worstWork(typing: "250", into: app)
        #expect(work.nodeEvaluations <= 5)
        #expect(work.bodyEvaluations <= 2)
        #expect(app.screen.contains("250"))
    }

    @Test func typingInTheFormOfAPushedScreenEvaluatesOnlyTheField() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: "Bike", target: "1000")
        app.press(.character("e"), .end)
        let work = worstWork(typing: " and helmet", into: app)
        #expect(work.nodeEvaluations <= 5)
        #expect(work.bodyEvaluations <= 2)
        #expect(app.screen.contains("Bike and helmet"))
    }
}
