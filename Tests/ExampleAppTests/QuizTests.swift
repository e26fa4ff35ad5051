import CursesUI
import CursesUITestSupport
import Testing

@testable import Quiz

/// Examples/Quiz, driven as PROGRAMS.md drives it on iOS: an answer shows "Correct!" or "Not
/// quite." with the explanation; five right answers give "5 / 5" and "Perfect score!"; Play
/// Again starts over at question 1 with score 0. Its lengths are points, as `App.main()` reads
/// them, so the question and its four answers fit 80×24.
@MainActor
struct QuizTests {
    func answer(_ text: String, in driver: Driver) {
        driver.tabTo(" \(text) ")
        driver.press(.enter)
    }

    @Test func fiveRightAnswersArePerfectAndPlayAgainStartsOver() {
        let driver = Driver(environment: .appMain, app: QuizApp())
        driver.expectLines([
            "SwiftUI Quiz                                                            Score: 0",
            "",
            " Question 1 of 5",
        ])
        driver.expectLines(
            [
                " Which property wrapper gives a view its own local, mutable state?",
                "",
                " [                                  @Binding                                  ]",
                "",
                " [                                   @State                                   ]",
                "",
                " [                                @Environment                                ]",
                "",
                " [                                 @Bindable                                  ]",
            ], from: 5)
        answer("@State", in: driver)
        #expect(driver.lines[0].hasSuffix("Score: 1"))
        driver.expectLines(
            [" Correct!", "", " @State stores value types that a view owns.", "", "                               [ Next Question ]"],
            from: 15)
        for (number, right) in [(2, "NavigationStack"), (3, "@Observable"), (4, ".sheet"), (5, ".onDelete")] {
            driver.tabTo("Next Question")
            driver.press(.enter)
            #expect(driver.lines[2] == " Question \(number) of 5")
            answer(right, in: driver)
            #expect(driver.screen.contains("Correct!"))
        }
        #expect(driver.lines[0].hasSuffix("Score: 5"))
        driver.tabTo("See Results")
        driver.press(.enter)
        #expect(driver.screen.contains("5 / 5") && driver.screen.contains("Perfect score!"))
        driver.tabTo("Play Again")
        driver.press(.enter)
        #expect(driver.lines[2] == " Question 1 of 5")
        #expect(driver.lines[0].hasSuffix("Score: 0"))
    }

    @Test func aWrongAnswerSaysNotQuiteAndScoresNothing() {
        let driver = Driver(environment: .appMain, app: QuizApp())
        answer("@Binding", in: driver)
        #expect(driver.screen.contains("Not quite."))
        #expect(driver.lines[0].hasSuffix("Score: 0"))
    }
}
