import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import Minesweeper

/// Examples/Minesweeper, driven as PROGRAMS12.md drives it on iOS: a board of blue tiles under
/// the flag count, the face and the clock; the first tile revealed is safe and opens the area
/// around it; with the "Tap to" picker on Flag a tile takes a flag (the count goes down); and
/// revealing tile after tile ends the game in "Boom!" or "You Win!", whose Play Again starts over.
/// The mines are random, so the tests find their way by what the screen shows.
@MainActor
@Suite(.serialized)
struct MinesweeperTests {
    init() {
        for key in ["difficulty", "bestEasy", "bestMedium"] { UserDefaults.standard.removeObject(forKey: key) }
    }

    func header(flags: Int, face: String, time: String = "0:00") -> String {
        " ⚑ \(flags)" + String(repeating: " ", count: 33 - String(flags).count) + "[ \(face) ]" + String(repeating: " ", count: 31) + "⏲ "
            + time
    }

    /// The top-left cell of tile `index` at 80×24: eight square tiles of 9×4 cells a row.
    func origin(_ index: Int) -> (x: Int, y: Int) { (4 + 9 * (index % 8), 4 + 4 * (index / 8)) }

    func background(of index: Int, in driver: Driver) -> Color {
        let (x, y) = origin(index)
        return driver.terminal.screen[x + 1, y + 1].style.background
    }

    /// Presses `key` until tile `index` is focused (drawn reversed).
    func focusTile(_ index: Int, in driver: Driver, with key: Key = .tab) {
        for _ in 0..<80 where !driver.terminal.screen[origin(index).x, origin(index).y].style.reverse { driver.press(key) }
    }

    let picker = " [               Reveal                ]|                 Flag"

    @Test func theFirstTileIsSafeAndOpensTheAreaAroundIt() {
        let driver = Driver(environment: .appMain, app: MinesweeperApp())
        driver.expectLines(["Minesweeper" + String(repeating: " ", count: 62) + "[ ☰ ▾ ]", "", header(flags: 10, face: "🙂")])
        driver.expectLines([picker, "", String(repeating: " ", count: 32) + "No best time yet"], from: 19)
        let covered = background(of: 0, in: driver)
        #expect(covered != Style().background, "the tiles are coloured")
        #expect((0..<32).allSatisfy { background(of: $0, in: driver) == covered })

        focusTile(0, in: driver)
        driver.press(.enter)
        // Mines are placed after the first tap, away from it: its neighbours open too.
        #expect([0, 1, 8, 9].allSatisfy { background(of: $0, in: driver) != covered })
        #expect(driver.lines[2].hasPrefix(String(header(flags: 10, face: "🙂").prefix(40))), "the clock may have started")
    }

    @Test func inFlagModeATileTakesAFlag() {
        let driver = Driver(environment: .appMain, app: MinesweeperApp())
        focusTile(0, in: driver)
        driver.press(.enter)
        for _ in 0..<80 where !driver.focusedText.contains("Reveal") { driver.press(.tab) }
        driver.press(.right)
        driver.expectLine(19, String(repeating: " ", count: 17) + "Reveal                 |[                Flag                ]")
        // From the last tile back: the first one still covered takes the flag (a mine is never uncovered while playing).
        for _ in 0..<64 where driver.lines[2].hasPrefix(" ⚑ 10 ") {
            driver.press(.backTab, .enter)
        }
        #expect(driver.lines[2].hasPrefix(" ⚑ 9 "), "\(driver.lines[2])")
    }

    @Test func theGameEndsInAnAlertAndPlayAgainStartsOver() {
        let driver = Driver(environment: .appMain, app: MinesweeperApp())
        focusTile(0, in: driver)
        driver.press(.enter)
        for _ in 0..<64 where !driver.screen.contains("Boom!") && !driver.screen.contains("You Win!") {
            driver.press(.tab, .enter)
        }
        let lost = driver.screen.contains("Boom!")
        #expect(lost || driver.screen.contains("You Win!"))
        #expect(driver.lines[2].contains(lost ? "[ 😵 ]" : "[ 😎 ]"), "\(driver.lines[2])")
        #expect(driver.screen.contains(lost ? "You hit a mine." : "Cleared in "))
        driver.focus("Play Again")
        driver.press(.enter)
        #expect(!driver.screen.contains("Play Again"))
        driver.expectLine(2, header(flags: 10, face: "🙂"))
        let covered = background(of: 31, in: driver)
        #expect((0..<32).allSatisfy { background(of: $0, in: driver) == covered })
    }
}
