import CursesUI
import CursesUITestSupport
import Testing

@testable import DiceRoller

/// Examples/DiceRoller, driven as PROGRAMS11.md drives it on iOS: R rolls (the button's
/// keyboard shortcut), the total under the dice is their sum and the "This Session" box counts
/// the rolls beside its column dividers; the stepper adds a die, the segmented picker makes them
/// d20s that show their numbers; the History sheet lists the rolls and Clear empties it.
@MainActor
struct DiceRollerTests {
    func launch() -> Driver { Driver(size: Size(width: 120, height: 40), environment: .appMain, app: DiceRollerApp()) }

    /// The numbers written on the dice (d20s show theirs), left to right.
    func faces(_ driver: Driver) -> [Int] {
        driver.lines[3...6].flatMap { $0.split(separator: " ").compactMap { Int($0) } }
    }

    /// The big total under "TOTAL".
    func total(_ driver: Driver) -> Int? { Int(driver.lines[9].trimmingCharacters(in: .whitespaces)) }

    @Test func rollingCountsTheRollInTheSessionBox() async {
        let driver = launch()
        driver.expectLine(0, "Dice" + String(repeating: " ", count: 110) + "[ 🕒 ]")
        driver.expectLines([String(repeating: " ", count: 57) + "TOTAL", String(repeating: " ", count: 59) + "2"], from: 8)
        driver.press(.character("r"))
        #expect(await driver.waitUntil { driver.screen.contains("This Session") })
        let sum = total(driver) ?? 0
        #expect((2...12).contains(sum))
        driver.expectLine(18, " ┌ 📊 This Session " + String(repeating: "─", count: 98) + "┐")
        // The figures are centred over their titles, in the columns the dividers make.
        let figures = driver.lines[19].wholeMatch(of: /\ │ {17}1 {19}│ +(\d+)\.0 +│ +(\d+) +│/)
        #expect(figures.map { Int($0.1) == sum && Int($0.2) == sum } == true, "\(driver.lines[19])")
        driver.expectLines(
            [
                " │" + String(repeating: " ", count: 15) + "Rolls" + String(repeating: " ", count: 17) + "│"
                    + String(repeating: " ", count: 15)
                    + "Average" + String(repeating: " ", count: 16) + "│" + String(repeating: " ", count: 17) + "Best"
                    + String(repeating: " ", count: 17) + "│",
                " └" + String(repeating: "─", count: 115) + "┘", "",
            ], from: 20)
    }

    @Test func threeD20sShowTheirNumbersAndAddUp() async {
        let driver = launch()
        driver.tabTo("2 dice")
        driver.press(.right)  // +
        driver.expectLine(14, " │3 dice" + String(repeating: " ", count: 104) + "[−|+]│")  // as on iOS, the stepper spans the box
        driver.press(.tab, .right, .right, .right)  // d20
        #expect(faces(driver) == [1, 1, 1])
        driver.press(.character("r"))
        #expect(await driver.waitUntil { driver.screen.contains("This Session") })
        let values = faces(driver)
        #expect(values.count == 3 && values.allSatisfy { (1...20).contains($0) }, "\(values)")
        #expect(total(driver) == values.reduce(0, +))
    }

    @Test func theHistorySheetListsTheRollsAndClearEmptiesIt() async {
        let driver = launch()
        driver.press(.character("r"))
        #expect(await driver.waitUntil { driver.screen.contains("This Session") })
        let sum = total(driver) ?? 0
        driver.focus("[ 🕒 ]")
        driver.press(.enter)
        #expect(driver.screen.contains("History"))
        let rollRow = driver.lines.firstIndex { $0.contains(" + ") } ?? 0
        let match = driver.lines[rollRow].wholeMatch(of: /\ ║ (\d+) \+ (\d+) +(\d+)  ║/)
        #expect(match.map { Int($0.1)! + Int($0.2)! == sum && Int($0.3) == sum } == true, "\(driver.lines[rollRow])")
        #expect(driver.lines[rollRow + 1].contains("2d6 · "))
        driver.focus("Clear")
        driver.press(.enter)
        #expect(driver.screen.contains("Clear all rolls?"))
        driver.focus("Clear History")
        driver.press(.enter)
        #expect(!driver.screen.contains("This Session") && !driver.screen.contains(" + "))
    }
}
