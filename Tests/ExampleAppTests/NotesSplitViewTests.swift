import CursesUI
import CursesUITestSupport
import Testing

@testable import NotesSplitView

/// Examples/NotesSplitView, driven as PROGRAMS.md drives it on iOS. Narrow (80 columns, an
/// iPhone): the sidebar lists the three notes with "App ideas" pinned first; a note opens in
/// the editor, typing in its body counts the words in the toolbar and moves the note to the
/// top of its group; "New Note" creates and opens one; a row's leading action pins it and its
/// trailing one deletes it. Wide (120 columns, an iPad): sidebar and detail side by side.
@MainActor
struct NotesSplitViewTests {
    /// The date a note row shows for a note modified `seconds` ago.
    func day(_ seconds: Double) -> String { Date.now.addingTimeInterval(-seconds).formatted(.dateTime.month().day()) }

    func launch(width: Int, height: Int) -> Driver {
        Driver(size: Size(width: width, height: height), environment: .appMain, app: NotesSplitViewApp())
    }

    /// A row's two lines, at 80 columns.
    func row(_ title: String, _ detail: String, pinned: Bool = false, selected: Bool = false) -> [String] {
        let head = (selected ? "▸ " : "  ") + (pinned ? "📌 " : "") + title
        return [head + String(repeating: " ", count: 78 - head.count - (pinned ? 1 : 0)) + "›", "  " + detail]
    }

    @Test func onANarrowTerminalANoteIsEditedCreatedPinnedAndDeleted() {
        let driver = launch(width: 80, height: 24)
        driver.expectLines(
            ["Notes                                                             [ Edit ] [ ✎ ]"]
                + row("App ideas", "\(day(86_400)) A habit tracker with streaks.…", pinned: true)
                + row("Shopping list", "\(day(3_600)) Eggs…")
                + row("Books to read", "\(day(172_800)) The Pragmatic Programmer…") + [""])

        driver.tabTo("Books to read")
        driver.press(.enter)
        #expect(
            driver.fieldLines[0...5] == [
                "Notes › Books to read                                                      [ ⇪ ]",
                "",
                " Books to read",
                " Edited 2 days ago",
                "  The Pragmatic Programmer",
                "  Designing Data-Intensive Applications",
            ])
        driver.expectLine(23, "6 words")  // the bottom bar
        driver.press(.tab)  // into the body
        driver.type(" and Refactoring")
        driver.expectLine(23, "8 words")
        driver.expectLines(
            [" Edited now", "  The Pragmatic Programmer", "  Designing Data-Intensive Applications and Refactoring"], from: 3)
        driver.press(.escape)
        driver.expectLines(
            row("App ideas", "\(day(86_400)) A habit tracker with streaks.…", pinned: true)
                + row("Books to read", "\(day(0)) The Pragmatic Programmer…", selected: true)
                + row("Shopping list", "\(day(3_600)) Eggs…"), from: 1)

        driver.tabTo("[ ✎ ]")
        driver.press(.enter)
        #expect(
            driver.fieldLines[0...3] == [
                "Notes › New Note                                                           [ ⇪ ]", "", " New Note", " Edited now",
            ])
        driver.expectLine(23, "0 words")
        driver.press(.escape)
        driver.expectLines(row("New Note", "\(day(0)) No additional text", selected: true), from: 3)

        driver.tabTo("Shopping list")
        driver.press(.right)  // the row's actions: Pin (leading) and Delete (trailing)
        #expect(driver.screen.contains("[ 📌 Pin ]") && driver.screen.contains("[ 🗑 Delete ]"))
        driver.press(.enter)
        driver.expectLines(
            row("Shopping list", "\(day(3_600)) Eggs…", pinned: true)
                + row("App ideas", "\(day(86_400)) A habit tracker with streaks.…", pinned: true), from: 1)

        driver.tabTo("App ideas")
        driver.press(.right)
        #expect(driver.screen.contains("[ 📌 Unpin ]"))
        driver.tabTo("Delete")
        driver.press(.enter)
        driver.expectLines(
            row("Shopping list", "\(day(3_600)) Eggs…", pinned: true)
                + row("New Note", "\(day(0)) No additional text", selected: true)
                + row("Books to read", "\(day(0)) The Pragmatic Programmer…") + [""], from: 1)
    }

    @Test func onAWideTerminalTheEditorStandsBesideTheSidebarAndFollowsTheSelection() {
        let driver = launch(width: 120, height: 40)
        #expect(driver.lines[0] == "Notes           [ Edit ] [ ✎ ]│")
        #expect(driver.lines[1].hasPrefix("  📌 App ideas              › │"))
        #expect(driver.lines.contains { $0.hasSuffix("│                                    📝 Select a Note") })

        driver.tabTo("Shopping list")
        driver.press(.enter)
        #expect(
            driver.fieldLines[0...4].map { String($0.split(separator: "│", omittingEmptySubsequences: false).last ?? "") } == [
                "Shopping list                                                                       [ ⇪ ]",
                "",
                " Shopping list",
                " Edited 1 hour ago",
                "  Eggs",
            ])
        #expect(driver.lines[39].hasSuffix("│5 words"), "the bottom bar, under the editor")
        #expect(driver.lines[3].hasPrefix("▸ Shopping list             › │"), "the selection marked in the sidebar")
        driver.press(.tab, .tab, .tab)  // past the next row and the title, into the body
        driver.type(" Tea")
        #expect(driver.lines[39].hasSuffix("│6 words"))
        #expect(driver.lines[7].hasSuffix("│  Coffee beans Tea"))

        driver.tabTo("[ ✎ ]")
        driver.press(.enter)
        #expect(driver.lines[0].hasSuffix("│New Note                                                                            [ ⇪ ]"))
        #expect(driver.lines[39].hasSuffix("│0 words"))
        #expect(driver.lines.contains { $0.hasPrefix("▸ New Note                  › │") })
        driver.tabTo("New Note                  ›")
        driver.press(.right)
        driver.tabTo("Delete")
        driver.press(.enter)
        #expect(!driver.lines.contains { $0.contains("New Note  ") })
        #expect(driver.lines.contains { $0.hasSuffix("│                                    📝 Select a Note") })
    }
}
