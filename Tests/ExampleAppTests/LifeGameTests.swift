import CursesUI
import CursesUITestSupport
import Testing

@testable import LifeGame

/// Examples/LifeGame, driven as PROGRAMS9.md drives it on iOS: a glider on a black board drawn
/// with `Canvas`, Step advancing it a generation, a tap (Enter on the board's cursor cell)
/// toggling a cell, Play running the `TimelineView` until Pause, the pattern menu and the speed
/// stepper.
@MainActor
struct LifeGameTests {
    /// The screen's rows from `first` to `last`, a green cell (a live one) shown as `█`: the
    /// board as a user sees it, whose whole cells are coloured spaces.
    func board(_ driver: Driver, rows: ClosedRange<Int> = 9...12) -> [String] {
        let screen = driver.terminal.screen
        return rows.map { y in
            let row = (0..<driver.terminal.size.width).map { x -> String in
                let cell = screen[x, y]
                return cell.text == " " && cell.style.background == .green ? "█" : cell.text
            }
            return String(row.joined().reversed().drop { $0 == " " }.reversed())
        }
    }

    /// A row of the board's frame with `cells` (column 24 on) inside it.
    func inside(_ cells: String = "") -> String {
        let content = String(repeating: " ", count: 23) + cells
        return "             │" + content + String(repeating: " ", count: 51 - content.count) + "│"
    }

    @Test func stepAdvancesTheGliderAGeneration() {
        let driver = Driver(environment: .appMain, app: LifeGameApp())
        driver.expectLines(
            [
                "Game of Life                                                  Pattern ‹Glider› ▾", "",
                " 🕒 Generation 0                                                      ● 5 alive", "",
                "             ╭───────────────────────────────────────────────────╮",
            ])
        #expect(board(driver) == [inside(), inside(" ▄"), inside("▄▄ █"), inside()])
        driver.expectLines(
            [
                "                   [   ▶ Play   ]   [ ⏩ Step ]   [ ↺ Reset ]", "",
                " Speed: 5 gen/s                                                           [−|+]",
            ],
            from: 20)
        driver.tabTo("⏩ Step")
        driver.press(.enter)
        driver.expectLine(2, " 🕒 Generation 1                                                      ● 5 alive")
        #expect(board(driver) == [inside(), inside(), inside("▀▄ █"), inside(" ▀")])
        driver.tabTo("↺ Reset")
        driver.press(.enter)
        driver.expectLine(2, " 🕒 Generation 0                                                      ● 5 alive")
        #expect(board(driver) == [inside(), inside(" ▄"), inside("▄▄ █"), inside()])
    }

    @Test func enterOnTheBoardTogglesTheCellUnderItsCursor() {
        let driver = Driver(environment: .appMain, app: LifeGameApp())
        // The board has the focus, its cursor (reversed) in the middle; arrows move it.
        driver.press(.left, .left, .up, .enter)
        driver.expectLine(2, " 🕒 Generation 0                                                      ● 6 alive")
        #expect(board(driver) == [inside(), inside("▄▄"), inside("▄▄ █"), inside()])
        #expect(driver.terminal.screen[37, 10].style.reverse, "the cursor stands on the cell it toggled")
        driver.press(.enter)
        driver.expectLine(2, " 🕒 Generation 0                                                      ● 5 alive")
        #expect(board(driver) == [inside(), inside(" ▄"), inside("▄▄ █"), inside()])
    }

    @Test func playRunsTheBoardUntilPaused() async {
        let driver = Driver(environment: .appMain, app: LifeGameApp())
        driver.tabTo("▶ Play")
        driver.press(.enter)
        driver.expectLine(20, "                   [  ⏸ Pause   ]   [ ⏩ Step ]   [ ↺ Reset ]")
        #expect(await driver.waitUntil { !driver.lines[2].contains("Generation 0 ") && !driver.lines[2].contains("Generation 1 ") })
        driver.press(.enter)  // Pause, which has the focus
        driver.expectLine(20, "                   [   ▶ Play   ]   [ ⏩ Step ]   [ ↺ Reset ]")
        // A glider keeps its five cells however far it went.
        #expect(driver.lines[2].hasSuffix("● 5 alive"))
        let paused = driver.lines[2]
        driver.tabTo("⏩ Step")
        driver.press(.enter)
        #expect(driver.lines[2] != paused, "Step is enabled again once paused")
    }

    @Test func choosingAPatternLoadsItAndTheStepperSetsTheSpeed() {
        let driver = Driver(environment: .appMain, app: LifeGameApp())
        driver.tabTo("Speed: 5 gen/s")
        driver.press(.right)
        driver.expectLine(22, " Speed: 6 gen/s                                                           [−|+]")
        driver.tabTo("Pattern ‹Glider› ▾")
        driver.press(.enter, .down, .down, .enter)  // Pulsar
        driver.expectLines(
            [
                "Game of Life                                                  Pattern ‹Pulsar› ▾", "",
                " 🕒 Generation 0                                                     ● 48 alive",
            ])
        #expect(
            board(driver, rows: 7...8) == [
                "             │                   ▀▀ ▀    ▀▀ ▀                    │",
                "             │                ▄      ▄  ▄     ▄                  │",
            ])
    }
}
