import CursesUI
import CursesUITestSupport
import Testing

@testable import TodoTabs

/// Examples/TodoTabs, driven as PROGRAMS.md drives it on iOS: checking "Buy groceries" off
/// strikes it through, takes the To-Do badge from 3 to 2 and puts it in Completed; a search
/// narrows the list; + adds through an alert with a field; Clear All empties Completed; a
/// row's context menu shows the program's items alone, as iOS does (one Delete, not a second
/// from `onDelete`, which is the row's swipe and Del here), over a dimmed screen.
@MainActor
struct TodoTabsTests {
    func row(_ title: String, in driver: Driver) -> String {
        driver.lines.first { $0.replacingOccurrences(of: "\u{336}", with: "").contains(title) } ?? ""
    }

    @Test func checkingATodoOffMovesItToCompletedAndTheBadgeCountsDown() {
        let driver = Driver(environment: .appMain, app: TodoTabsApp())
        #expect(driver.lines[0].hasPrefix("[☑ To-Do (3)]| ✓ Completed"))
        #expect(row("Buy groceries", in: driver) == "○  Buy groceries", "HStack(spacing: 12): 12 points, two columns")
        driver.press(.character(" "))  // the first row has focus: its toggle
        #expect(driver.lines[0].hasPrefix("[☑ To-Do (2)]"))
        #expect(row("Buy groceries", in: driver).hasPrefix("✓"))
        let bought = driver.lines.firstIndex { $0.contains("Buy groceries") } ?? 0
        let title = driver.lines[bought].distance(
            from: driver.lines[bought].startIndex, to: driver.lines[bought].range(of: "Buy")?.lowerBound ?? driver.lines[bought].startIndex)
        #expect(driver.terminal.screen[title, bought].style.strikethrough, "struck through")
        driver.press(.alt("2"))
        #expect(driver.lines[0].hasPrefix(" ☑ To-Do (2) |[✓ Completed]"))
        #expect(driver.lines[1].hasPrefix("Completed") && driver.lines[1].hasSuffix("[ Clear All ]"))
        #expect(!row("Buy groceries", in: driver).isEmpty && !row("Water the plants", in: driver).isEmpty)
        #expect(row("Call the dentist", in: driver).isEmpty)
        driver.tabTo("Clear All")
        driver.press(.enter)
        #expect(row("Buy groceries", in: driver).isEmpty && row("Water the plants", in: driver).isEmpty)
        driver.press(.alt("1"))
        #expect(driver.lines[0].hasPrefix("[☑ To-Do (2)]"))
        #expect(row("Buy groceries", in: driver).isEmpty, "cleared from the store")
    }

    @Test func aRowsContextMenuHoldsTheProgramsItemsWithOneDeleteOverADimmedScreen() {
        let driver = Driver(environment: .appMain, app: TodoTabsApp())
        driver.press(.right)  // the first row's context menu, where iOS long-presses
        driver.expectLines(
            [
                "○  Buy groceries",
                "┌──────────────────────────────────────────────────────────┐                  ⚑",
                "│ [ ✓ Mark as Done ]                                       │",
                "│ [ ⚐ Flag ]                                               │",
                "│ ──────────────────────────────────────────────────────── │",
                "│ [ 🗑 Delete ]                                            │",
                "└──────────────────────────────────────────────────────────┘",
            ], from: 3)
        #expect(driver.terminal.screen[79, 4].style.dim && driver.terminal.screen[0, 1].style.dim, "the screen behind dims")
        #expect(!driver.terminal.screen[3, 3].style.dim && !driver.terminal.screen[2, 5].style.dim, "the row and the menu do not")
        driver.press(.down, .down, .enter)  // the context menu's own Delete
        #expect(row("Buy groceries", in: driver).isEmpty && driver.lines[0].hasPrefix("[☑ To-Do (2)]"))
        driver.press(.delete)  // Del deletes the focused row, as swiping it does
        #expect(row("Call the dentist", in: driver).isEmpty && driver.lines[0].hasPrefix("[☑ To-Do (1)]"))
    }

    @Test func aSearchNarrowsTheListAndPlusAddsThroughTheAlert() {
        let driver = Driver(environment: .appMain, app: TodoTabsApp())
        driver.press(.character("/"))
        driver.type("dent")
        #expect(!row("Call the dentist", in: driver).isEmpty)
        #expect(row("Buy groceries", in: driver).isEmpty && row("Finish SwiftUI chapter", in: driver).isEmpty)
        driver.press(.escape)  // clears the search
        #expect(!row("Buy groceries", in: driver).isEmpty)

        driver.tabTo("[ + ]")
        driver.press(.enter)
        #expect(driver.screen.contains("New To-Do"))
        driver.type("Walk the dog")
        driver.tabTo("[ Add ]")
        driver.press(.enter)
        #expect(!driver.screen.contains("New To-Do"))
        #expect(row("Walk the dog", in: driver).hasPrefix("○"))
        #expect(driver.lines[0].hasPrefix("[☑ To-Do (4)]"))
    }
}
