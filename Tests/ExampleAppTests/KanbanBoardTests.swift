import CursesUI
import CursesUITestSupport
import Testing

@testable import KanbanBoard

/// Examples/KanbanBoard, driven as PROGRAMS6.md drives it on iOS: three columns side by side
/// with their counts; a card's context menu ("Move to…", a submenu) moves it to Done, where
/// the board scrolls to show it (dragging has no terminal form, the menu is iOS's other way),
/// and the screen behind the menu dims but for the card;
/// the "+" sheet adds a card to the column chosen.
@MainActor
struct KanbanBoardTests {
    /// A due date `days` from now as a card shows it.
    func due(_ days: Double) -> String {
        Date().addingTimeInterval(days * 86_400).formatted(.dateTime.month(.abbreviated).day())
    }

    /// `left` padded to `width` columns.
    func pad(_ left: String, _ width: Int) -> String { left + String(repeating: " ", count: max(1, width - left.count)) }

    /// A card's second line: its tag at the left, its due date at the right of 29 columns.
    func tagLine(_ tag: String, _ date: String) -> String {
        " " + tag + String(repeating: " ", count: max(1, 29 - 1 - tag.count - date.count)) + date
    }

    @Test func theColumnsShowTheirCardsAndCounts() {
        let driver = Driver(environment: .appMain, app: KanbanBoardApp())
        driver.expectLines(
            [
                "Board                                                                      [ + ]", "", "",
                "  ○ To Do                      2     ◐ Doing                      1     ✓ Done", "",
                "   Login screen                       Update icons                       Onboard",
                "   " + pad(tagLine("Feature", due(2)), 35) + tagLine("Chore", due(5)) + "       Featur", "", "",
                "   Crash on launch", "   " + tagLine("Bug", due(1)),
            ])
    }

    @Test func theContextMenuMovesACardToDone() {
        let driver = Driver(environment: .appMain, app: KanbanBoardApp())
        driver.press(.right)  // the focused card, Login screen: its context menu
        #expect(driver.screen.contains("│ [ Move to… ▸ ] │") && driver.screen.contains("│ [ Delete ]     │"))
        // The screen behind dims, as iOS blurs it: the next card's due date beside the menu too.
        let menuRow = driver.lines.firstIndex { $0.contains("│ [ Delete ]") } ?? 0
        let dateColumn = driver.lines[menuRow].distance(
            from: driver.lines[menuRow].startIndex,
            to: driver.lines[menuRow].range(of: due(1))?.lowerBound ?? driver.lines[menuRow].startIndex)
        #expect(dateColumn > 20 && driver.terminal.screen[dateColumn, menuRow].style.dim, "the next card's date, behind")
        #expect(driver.terminal.screen[0, 0].style.dim, "the title")
        #expect(
            !driver.terminal.screen[4, menuRow].style.dim && !driver.terminal.screen[3, 5].style.dim, "the menu and the card it opened from"
        )
        driver.press(.enter)  // the submenu opens in place
        #expect(driver.screen.contains("│   [ Doing ]    │") && driver.screen.contains("│   [ Done ]     │"))
        driver.press(.down, .down, .enter)
        #expect(!driver.screen.contains("Move to…"), "the menu closed")
        driver.expectLine(3, "  ○ To Do                      1     ◐ Doing                      1     ✓ Done")
        #expect(driver.lines[5].hasPrefix("   Crash on launch") && driver.lines[5].hasSuffix("Login s"))
        driver.press(.down, .down)  // the board scrolls to Done's cards
        driver.expectLines(
            [
                "        1     ◐ Doing                      1     ✓ Done                       2", "",
                "               Update icons                       Login screen",
            ], from: 3)
    }

    @Test func theSheetAddsACardToTheColumnChosen() {
        let driver = Driver(environment: .appMain, app: KanbanBoardApp())
        driver.tabTo("[ + ]")
        driver.press(.enter)
        #expect(driver.lines[3].contains("║ New Card") && driver.lines[3].hasSuffix("[ Cancel ] [ Add ] ║"))
        driver.type("Write tests")
        driver.focus("Column")
        driver.press(.enter, .down, .enter)
        #expect(driver.lines[6].hasPrefix(" ║   Column" + String(repeating: " ", count: 56) + "‹Doing› ▾  ║"))
        driver.focus("Title")
        driver.press(.enter)  // Add answers Enter
        #expect(!driver.screen.contains("New Card"))
        #expect(driver.lines[3].contains("◐ Doing                      2"))
        #expect(driver.lines[9].contains("Write tests"))
    }
}
