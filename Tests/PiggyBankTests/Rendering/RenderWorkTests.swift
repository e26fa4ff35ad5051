import CursesUICore
import CursesUITestSupport
import Testing

@testable import PiggyBank

/// A typed character costs work in proportion to what it changed, on the real screens: at
/// most 5 node evaluations and 2 body evaluations (the budget `piggybank-bench` reports), one
/// update pass, at most one layout, and no walk over the controls for focus or key help.
@MainActor
struct RenderWorkTests {
    /// The work of typing each character of `text`, the most any one of them cost.
    func worstWork(typing text: String, into app: AppHarness) -> RenderCounters {
        var worst = RenderCounters()
        for character in text {
            let work = app.driver.work { app.press(.character(character)) }
            worst.nodeEvaluations = max(worst.nodeEvaluations, work.nodeEvaluations)
            worst.bodyEvaluations = max(worst.bodyEvaluations, work.bodyEvaluations)
            worst.updatePasses = max(worst.updatePasses, work.updatePasses)
            worst.layoutPasses = max(worst.layoutPasses, work.layoutPasses)
            worst.controlsVisited = max(worst.controlsVisited, work.controlsVisited)
        }
        return worst
    }

    /// One pass of each kind at most, and no controls visited.
    func expectOnePass(_ work: RenderCounters, visitingControls: Bool = false) {
        #expect(work.updatePasses == 1)
        #expect(work.layoutPasses <= 1)
        if !visitingControls { #expect(work.controlsVisited == 0) }
    }

    @Test func typingTheNameOnTheCreatePageEvaluatesOnlyWhatShowsIt() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        let work = worstWork(typing: "Trip to Japan", into: app)
        #expect(work.nodeEvaluations <= 5)
        #expect(work.bodyEvaluations <= 2)
        expectOnePass(work)
        app.driver.expectLines(["  Name", "  Trip to Japan___________________________", "  17 characters left"], from: 2)
    }

    @Test func typingTheTargetOnTheCreatePageEvaluatesOnlyWhatShowsIt() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.press(.tab)
        let work = worstWork(typing: "1200.50", into: app)
        #expect(work.nodeEvaluations <= 5)
        #expect(work.bodyEvaluations <= 2)
        expectOnePass(work)
        app.driver.expectLines(["  Target amount", "  1200.50_________________________________"], from: 6)
    }

    @Test func typingAnAmountInTheDepositPromptEvaluatesOnlyThePrompt() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: "Bike", target: "1000")
        app.press(.character("d"))
        let work = worstWork(typing: "250", into: app)
        #expect(work.nodeEvaluations <= 5)
        #expect(work.bodyEvaluations <= 2)
        // The first digit enables the Deposit button: a change of what keys can reach.
        expectOnePass(work, visitingControls: true)
        app.driver.expectLine(10, "                  ║ 250_____________________________________ ║")
    }

    @Test func typingInTheFormOfAPushedScreenEvaluatesOnlyTheField() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: "Bike", target: "1000")
        app.press(.character("e"), .end)
        let work = worstWork(typing: " and helmet", into: app)
        #expect(work.nodeEvaluations <= 5)
        #expect(work.bodyEvaluations <= 2)
        expectOnePass(work)
        app.driver.expectLines(["  Name", "  Bike and helmet_________________________"], from: 3)
    }

    @Test func aDepositOnHomeEvaluatesTheViewsOfTheStoreAndTheSheetThatClosed() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: "Bike", target: "1000")
        for digit: Character in ["5", "7"] {
            app.press(.character("d"), .character(digit))
            let deposit = app.driver.work { app.press(.enter) }
            // Home, its summary and progress, what is due, the recent records and the new row,
            // and the sheet that closed; not the prompts around Home that stay closed.
            #expect(deposit.bodyEvaluations <= 7)
            #expect(deposit.nodeEvaluations <= 20)
        }
        #expect(app.screen.contains("Saved $12.00"))
    }

    @Test func aDepositScrollingAndOpeningStatisticsTakeOnePassEach() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: "Bike", target: "1000")
        app.press(.character("d"), .character("5"))
        let deposit = app.driver.work { app.press(.enter) }
        #expect(deposit.updatePasses == 1)
        #expect(deposit.layoutPasses == 1)
        #expect(app.screen.contains("$5.00"))
        for _ in 0..<60 { app.press(.character("d"), .character("1"), .enter) }
        app.press(.character("r"))
        // The first page leaves the day's date line, so Enter (fold) leaves the help bar and
        // the key routes are gathered again; a page between records changes none.
        #expect(app.driver.work { app.press(.pageDown) }.updatePasses == 1)
        let page = app.driver.work { app.press(.pageDown) }
        #expect(page.updatePasses == 1)
        #expect(page.controlsVisited == 0, "the rows are out of reach of focus")
        app.press(.escape)
        let statistics = app.driver.work { app.press(.character("s")) }
        #expect(statistics.updatePasses == 1)
        #expect(statistics.layoutPasses == 1)
        #expect(app.driver.app.graph.extraPasses.isEmpty)
    }
}
