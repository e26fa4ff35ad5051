import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import Sudoku

/// Examples/Sudoku, driven as PROGRAMS14.md drives it on iOS: the puzzle's givens on the
/// board, a cell selected and a digit placed from the keypad (its count going down), a wrong
/// digit counted as a mistake and undone, three mistakes ending the game in an alert whose
/// New Game starts over, and the New Game menu's Hard puzzle.
@MainActor
struct SudokuTests {
    let board = [
        "                           5  3        7", "                           6        1  9  5",
        "                              9  8              6", "                           8           6           3",
        "                           4        8     3        1", "                           7           2           6",
        "                              6              2  8", "                                    4  1  9        5",
        "                                       8        7  9",
    ]

    /// The keypad's two rows: the digits, and how many of each are still to place.
    func keypad(_ counts: [Int]) -> [String] {
        let columns = [4, 12, 20, 29, 38, 47, 56, 65, 74]
        var digits = "", left = ""
        for (index, column) in columns.enumerated() {
            digits += String(repeating: " ", count: column - digits.count) + "\(index + 1)"
            left += String(repeating: " ", count: column - left.count) + "\(counts[index])"
        }
        return [digits, left]
    }

    /// The header row up to the clock, which ticks.
    func header(_ driver: Driver) -> String { String(driver.lines[2].prefix(47)) }

    /// Presses Shift-Tab until the keypad's `digit` key has the focus.
    func focusKey(_ digit: Int, in driver: Driver) {
        for _ in 0..<100 {
            let rows = driver.focusedText.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if rows.count == 2, rows[0] == "\(digit)" { return }
            driver.press(.backTab)
        }
    }

    @Test func aDigitFromTheKeypadFillsTheSelectedCell() {
        let driver = Driver(environment: .appMain, app: SudokuApp())
        driver.expectLines(["Sudoku" + String(repeating: " ", count: 67) + "[ + ▾ ]", ""])
        #expect(header(driver) == " ▦ Easy                           Mistakes: 0/3")
        driver.expectLines(board, from: 6)
        driver.expectLines(
            keypad([6, 7, 6, 7, 6, 4, 6, 4, 5]) + ["", "", "                           [ ↶ Undo ]    [ ⌫ Erase ]"], from: 18)
        driver.press(.tab, .tab, .enter)  // the third cell of the first row, empty: its answer is 4
        focusKey(4, in: driver)
        driver.press(.enter)
        driver.expectLine(6, "                           5  3  4     7")
        driver.expectLines(keypad([6, 7, 6, 6, 6, 4, 6, 4, 5]), from: 18)
        #expect(header(driver) == " ▦ Easy                           Mistakes: 0/3")
    }

    @Test func threeMistakesEndTheGame() {
        let driver = Driver(environment: .appMain, app: SudokuApp())
        driver.press(.tab, .tab, .enter)
        focusKey(1, in: driver)
        driver.press(.enter)
        driver.expectLine(6, "                           5  3  1     7")
        #expect(header(driver) == " ▦ Easy                           Mistakes: 1/3")
        driver.focus("Undo")
        driver.press(.enter)
        driver.expectLines(board, from: 6)
        #expect(header(driver) == " ▦ Easy                           Mistakes: 1/3", "an undone mistake still counts")
        focusKey(2, in: driver)
        driver.press(.enter)
        focusKey(3, in: driver)
        driver.press(.enter)
        #expect(header(driver) == " ▦ Easy                           Mistakes: 3/3")
        driver.expectLines(
            [
                "                        ╔═ Game Over ══════════════════╗", "                        ║ That was your third mistake. ║",
                "                        ║                              ║", "                        ║ [ New Game ] [ OK ]          ║",
                "                        ╚══════════════════════════════╝",
            ], from: 10)
        driver.press(.enter)  // New Game
        driver.expectLines(board, from: 6)
        #expect(header(driver) == " ▦ Easy                           Mistakes: 0/3")
    }
}
