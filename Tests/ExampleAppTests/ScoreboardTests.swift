import CursesUI
import CursesUITestSupport
import Testing

@testable import Scoreboard

/// Examples/Scoreboard, driven as PROGRAMS2.md drives it on iOS: steppers set the scores; a
/// roll adds the dice to the current player's score, heads the history and passes the turn;
/// Reset asks in a confirmation dialog and clears everything; Add Player asks in an alert.
@MainActor
struct ScoreboardTests {
    func row(_ left: String, _ right: String) -> String {
        left + String(repeating: " ", count: max(1, 79 - left.count - right.count)) + right
    }

    /// The score at the end of a player's row.
    func score(_ name: String, in driver: Driver) -> Int? {
        driver.lines.first { $0.hasPrefix(" \(name) ") && $0.hasSuffix("]") }
            .flatMap { $0.split(separator: " ").dropLast().last.flatMap { Int($0) } }
    }

    @Test func theBoardStartsAtZeroAndAStepperSetsAScore() {
        let driver = Driver(environment: .appMain, app: ScoreboardApp())
        driver.expectLines(
            [
                "Players", row(" Alice", "0 [ |+]"), row(" Bob", "0 [ |+]"), "", "Dice",
                "          1         |[        2        ]|         3         |        4",
                " [ 🎲 Roll for Alice ]", "", "History", " No rolls yet",
            ], from: 1)
        #expect(driver.lines[0].hasPrefix("Scoreboard") && driver.lines[0].hasSuffix("  [ Edit ] [ 👤 ] [ ↺ ]"))
        driver.focus("Bob")
        driver.press(.right, .right, .right)
        driver.expectLine(3, row(" Bob", "3 [−|+]"))
    }

    @Test func aRollScoresForThePlayerHeadsTheHistoryAndPassesTheTurn() throws {
        let driver = Driver(environment: .appMain, app: ScoreboardApp())
        driver.focus("Roll for Alice")
        driver.press(.enter)
        driver.expectLine(7, " [ 🎲 Roll for Bob ]")
        let alice = try #require(score("Alice", in: driver))
        #expect((2...12).contains(alice))
        driver.expectLine(10, row(" Alice", "\(alice)"))
        let dice = driver.lines[11].split(separator: "+").map { Int($0.trimmingCharacters(in: .whitespaces)) ?? 0 }
        #expect(dice.count == 2 && dice.reduce(0, +) == alice, "the two dice, as “3 + 5”")
        driver.press(.enter)
        driver.expectLine(7, " [ 🎲 Roll for Alice ]")
        let bob = try #require(score("Bob", in: driver))
        driver.expectLine(10, row(" Bob", "\(bob)"))
        driver.expectLine(12, row(" Alice", "\(alice)"))
    }

    @Test func resetAsksFirstThenClearsScoresAndHistory() {
        let driver = Driver(environment: .appMain, app: ScoreboardApp())
        driver.focus("Roll for Alice")
        driver.press(.enter)
        driver.focus("[ ↺ ]")
        driver.press(.enter)
        #expect(driver.screen.contains("Reset all scores?"))
        #expect(driver.screen.contains("║ Scores and roll history will be cleared. ║"))
        driver.press(.escape)  // Cancel keeps everything
        #expect(driver.lines[10].hasPrefix(" Alice"))
        driver.focus("[ ↺ ]")
        driver.press(.enter)
        driver.focus("Reset Game")
        driver.press(.enter)
        driver.expectLines(
            [
                row(" Alice", "0 [ |+]"), row(" Bob", "0 [ |+]"), "", "Dice",
                "          1         |[        2        ]|         3         |        4", " [ 🎲 Roll for Alice ]",
                "", "History", " No rolls yet",
            ],
            from: 2)
    }

    @Test func addPlayerAsksForTheNameInAnAlert() {
        let driver = Driver(environment: .appMain, app: ScoreboardApp())
        driver.focus("[ 👤 ]")
        driver.press(.enter)
        #expect(driver.screen.contains("New Player") && driver.screen.contains("Enter the player's name."))
        driver.type("Carol")
        let box = String(repeating: " ", count: 23)
        driver.expectLines([box + "║ Carol_________________________ ║", box + "║ [ Add ] [ Cancel ]             ║"], from: 12)
        driver.press(.enter)  // in the field: presses Add, the alert's first action that is not Cancel
        driver.expectLines([row(" Bob", "0 [ |+]"), row(" Carol", "0 [ |+]"), ""], from: 3)
    }
}
