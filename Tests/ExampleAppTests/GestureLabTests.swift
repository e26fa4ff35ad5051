import CursesUI
import CursesUITestSupport
import Testing

@testable import GestureLab

/// Examples/GestureLab, used as PROGRAMS7.md uses it on iOS, with the terminal forms of its
/// gestures: arrows drag the focused card and Enter drops it, Enter taps and long-presses.
@MainActor
struct GestureLabTests {
    func open(_ row: String) -> Driver {
        let driver = Driver(environment: .appMain, app: GestureLabApp())
        driver.focus(row)
        driver.press(.enter)
        return driver
    }

    @Test func theCardFollowsTheArrowsWhileDraggedAndSnapsBackWhenDropped() {
        let driver = open("Draggable Card")
        let centred = String(repeating: " ", count: 36)
        driver.expectLines(["Gesture Lab › Drag"])
        driver.expectLines([centred + "Drag me"], from: 7)

        driver.press(.right, .right, .right, .down)
        driver.expectLines(["", centred + "   Let go!"], from: 7)

        driver.press(.enter)
        driver.expectLines([centred + "Drag me", ""], from: 7)
    }

    /// The rows and columns drawn reversed: where the focus highlight is.
    func highlight(_ driver: Driver) -> (rows: [Int], columns: [Int]) {
        let size = driver.terminal.screen.size
        let cells = (0..<size.height).flatMap { y in (0..<size.width).map { (x: $0, y: y) } }
            .filter { driver.terminal.screen[$0.x, $0.y].style.reverse }
        return (Array(Set(cells.map(\.y))).sorted(), Array(Set(cells.map(\.x))).sorted())
    }

    @Test func theFocusHighlightFollowsTheDraggedCard() {
        let driver = open("Draggable Card")
        let resting = highlight(driver)
        #expect(resting.rows == Array(2...13) && resting.columns == Array(21...58), "the card, focused")
        driver.press(.right, .right, .right, .down)
        let dragged = highlight(driver)
        // Down a row and right three columns, as the card; its right edge stays cut where the
        // card's column (the VStack as wide as the card) ends.
        #expect(dragged.rows == Array(3...14) && dragged.columns == Array(24...58), "moved with the card")
        driver.press(.enter)
        #expect(highlight(driver) == resting)
    }

    @Test func leavingTheCardMidDragDropsIt() {
        let driver = open("Draggable Card")
        driver.press(.left, .left)
        #expect(driver.lines[7].hasPrefix(String(repeating: " ", count: 34) + "Let go!"))
        driver.press(.tab)
        #expect(driver.lines[7] == String(repeating: " ", count: 36) + "Drag me")
    }

    @Test func aTapFlipsTheCard() {
        let driver = open("Flip Card")
        #expect(driver.screen.contains("What is the capital of France?"))
        driver.press(.enter)
        #expect(driver.screen.contains("Paris") && !driver.screen.contains("capital"))
        driver.press(.character(" "))
        #expect(driver.screen.contains("What is the capital of France?"))
    }

    @Test func aLongPressCompletesTheRingAndResetClearsIt() {
        let driver = open("Long Press Ring")
        #expect(!driver.screen.contains("✓"))
        driver.press(.enter)
        #expect(driver.screen.contains("✓"), "the press completed: the checkmark shows")
        driver.focus("Reset")
        driver.press(.enter)
        #expect(!driver.screen.contains("✓"))
    }

    @Test func theLettersFollowADragAndChangeColourWhenDropped() {
        let driver = open("Snake Letters")
        let row = driver.lines.firstIndex { $0.contains("H  e  l  l  o") } ?? 0
        let start =
            driver.lines[row].firstIndex(of: "H").map { driver.lines[row].distance(from: driver.lines[row].startIndex, to: $0) } ?? 0
        let red = driver.terminal.screen[start, row].style.background

        driver.press(.right, .right)
        #expect(driver.terminal.screen[start + 2, row].text == "H", "every letter moved two columns")
        driver.press(.enter)
        let dropped = driver.lines[row].firstIndex(of: "H").map { driver.lines[row].distance(from: driver.lines[row].startIndex, to: $0) }
        #expect(dropped == start, "back in place")
        #expect(driver.terminal.screen[start, row].style.background != red, "red turned blue")
    }

    @Test func transitionsShowAndHideTheirViewsAtOnce() {
        let driver = open("Transitions")
        driver.focus("Show details")
        driver.press(.enter)
        #expect(driver.screen.contains("Scale combined with opacity"))
        driver.focus("Show Banner")
        driver.press(.enter)
        #expect(driver.screen.contains("✓ Saved!") && driver.screen.contains("[ Hide Banner ]"))
        driver.press(.enter)
        #expect(!driver.screen.contains("Saved!"))
    }
}
