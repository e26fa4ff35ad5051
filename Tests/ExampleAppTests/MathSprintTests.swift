import CursesUI
import CursesUITestSupport
import Testing

@testable import MathSprint

/// Examples/MathSprint, an ObservableObject-style timer game: `GameSettings` shared by the game
/// and the settings screen through `@EnvironmentObject`, a `Timer.publish(every: 1, …)`
/// `.autoconnect()` counting the round down through `.onReceive`, `$settings.flag` bindings to
/// toggles and steppers, and a best score announced with `objectWillChange.send()` by hand.
/// The timer's waits are real: a second each.
@MainActor
struct MathSprintTests {
    func row(_ left: String, _ right: String, width: Int = 79) -> String {
        left + String(repeating: " ", count: max(1, width - left.count - right.count)) + right
    }

    /// `text` centred across the screen, as the game's `VStack` places its lines.
    func centred(_ text: String) -> String { String(repeating: " ", count: (80 - text.count) / 2) + text }

    /// A row of the sheet's box, which spans the screen but for a margin.
    func boxed(_ text: String) -> String { " ║" + text.padding(toLength: 76, withPad: " ", startingAt: 0) + "║" }

    /// The answer to the question on the screen ("7 + 5 = ?").
    func answer(_ driver: Driver) -> Int? {
        let parts = driver.lines[6].split(separator: " ")
        guard parts.count == 5, let left = Int(parts[0]), let right = Int(parts[2]) else { return nil }
        return parts[1] == "+" ? left + right : left - right
    }

    /// The seconds the round's clock shows ("Time: 27s"), while no sheet covers it.
    func secondsLeft(_ driver: Driver) -> Int? {
        let line = driver.lines[2]
        guard line.hasPrefix(" Time: "), let end = line.firstIndex(of: "s") else { return nil }
        return Int(line[line.index(line.startIndex, offsetBy: 7)..<end])
    }

    @Test func aRoundCountsDownScoresAnswersAndEndsWithTheResults() async throws {
        let driver = Driver(environment: .appMain, app: MathSprintApp())
        driver.expectLines(
            [
                row("Math Sprint", "[ ⚙ ]", width: 80), "", row(" Time: 30s", "Score: 0"), "", centred("Streak: 0"), "", centred("Ready?"),
                "",
                " Answer________________________________________________________________________", "",
                centred("Press Start when you're ready"),
                "", centred("[ Start ]"),
            ])
        driver.focus("Start")
        driver.press(.enter, .backTab)  // Start, then the answer field
        #expect(driver.lines[10] == centred("Go!"))
        #expect(driver.lines[12] == centred("[ Stop ]"))
        let first = try #require(answer(driver))
        driver.type("\(first)")
        driver.press(.enter)
        driver.expectLines(
            [centred("Streak: 1"), "", driver.lines[6], "", " Answer" + driver.lines[8].dropFirst(7), "", centred("Correct!")], from: 4)
        #expect(driver.lines[2].hasSuffix("Score: 1"))
        let second = try #require(answer(driver))
        driver.type("\(second + 1)")
        driver.press(.enter)
        #expect(driver.lines[4] == centred("Streak: 0"))
        #expect(driver.lines[10].trimmingCharacters(in: .whitespaces).hasPrefix("Wrong, ") && driver.lines[10].hasSuffix(" \(second)"))

        // On a machine busy enough that the test looks again only after the round's 30 seconds,
        // the round ends by itself and shows the same results.
        let roundEnded = { driver.screen.contains("Time's up!") }
        #expect(
            await driver.waitUntil { roundEnded() || secondsLeft(driver).map { $0 < 30 } == true }, "the timer ticks while nobody types")
        var stoppedAt = row(" Time: 0s", "Score: 1")
        if !roundEnded() {
            driver.focus("Stop")
            stoppedAt = driver.lines[2]
            driver.press(.enter)
        }
        // The sheet's VStack centres its lines on the widest, Play again, and is centred in the
        // sheet, as on iOS.
        driver.expectLines(
            ["    Time's up!", "", "   You scored 1", "", "  Best score: 1", "", "  [ Play again ]"].map {
                boxed(String(repeating: " ", count: 29) + $0)
            }, from: 9)
        driver.press(.enter)  // Play again
        driver.expectLines([stoppedAt, "", centred("Streak: 0"), "", centred("Ready?")], from: 2)  // a stopped round counts no more
    }

    @Test func theSettingsScreenChangesTheGameThroughTheSharedObject() {
        let driver = Driver(environment: .appMain, app: MathSprintApp())
        driver.focus("⚙")
        driver.press(.enter)
        driver.expectLines(
            [
                "Math Sprint › Settings", " Round", "  Round length: 30s                                                       [−|+]",
                "  Numbers up to 10                                                        [−|+]", "", " Options",
                "  Subtraction                                                               [ ]",
                "  Show streak                                                               [x]", "", " Records", "  Best score: 0",
                "  [ Reset best score ]",
            ])
        driver.press(.left, .left)  // Round length: 10 s
        driver.press(.down, .down, .character(" "), .down, .character(" "))  // Subtraction on, Show streak off
        // − is gone at the least.
        driver.expectLines(["  Round length: 10s                                                       [ |+]"], from: 2)
        driver.expectLines(
            [
                "  Subtraction                                                               [x]",
                "  Show streak                                                               [ ]",
            ], from: 6)
        driver.press(.escape)
        driver.expectLines([row("Math Sprint", "[ ⚙ ]", width: 80), "", row(" Time: 30s", "Score: 0"), "", centred("Ready?")])
        driver.focus("Start")
        driver.press(.enter)
        #expect(driver.lines[2] == row(" Time: 10s", "Score: 0"))
    }
}
