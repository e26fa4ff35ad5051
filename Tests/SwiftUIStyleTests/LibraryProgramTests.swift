import CursesUI
import CursesUITestSupport
import Testing

/// The SwiftUI-style program, compiled against the CursesUI product and driven like a user.
@MainActor
struct LibraryProgramTests {
    /// The navigation header without the toolbar at its right end.
    func title(_ driver: Driver) -> String {
        let header = driver.lines[0]
        guard let toolbar = header.range(of: "[ Done ]") else { return header }
        return String(header[..<toolbar.lowerBound]).trimmingCharacters(in: .whitespaces)
    }

    @Test func theListPushesAFormWhoseEditsReachTheModelAndEscPops() {
        let driver = Driver(size: Size(width: 60, height: 20), app: LibraryApp())
        #expect(driver.lines[0] == "Library")
        driver.expectLines(
            [
                "📚 Dune                                                   ›", "📚 Odes                                                   ›",
                "📚 SPQR                                                   ›",
            ], from: 1)
        driver.expectLine(18, " 3 books")
        driver.press(.down, .enter)  // the cursor starts on Dune, ↓ moves it to Odes; Enter pushes it
        #expect(title(driver) == "Library › Odes")
        #expect(driver.lines[0].hasSuffix("[ Done ]"), "the form's toolbar stands at the right of the header")
        driver.expectLine(1, " Book")
        driver.press(.end)
        driver.type(" and Epodes")
        #expect(title(driver) == "Library › Odes and Epodes", "the title comes from the model, edited through $library.books[i]")
        driver.press(.tab, .right, .right)  // the stepper: 96 → 106 → 116
        driver.expectLine(3, "  Pages: 116                                          [−|+]")
        driver.press(.tab, .right)  // the segmented picker: Poetry → History
        driver.expectLine(4, "         Novel       |      Poetry      |[    History     ]")
        driver.press(.escape)
        #expect(driver.lines[0] == "Library")
        driver.expectLine(2, "📚 Odes and Epodes                                        ›")
        driver.press(.enter)
        #expect(title(driver) == "Library › Odes and Epodes", "the list kept its selection while the form was on top")
        #expect(driver.app.graph.droppedWrites.isEmpty)
    }

    @Test func doneCallsDismissWhichPopsTheForm() {
        let driver = Driver(size: Size(width: 60, height: 20), app: LibraryApp())
        driver.press(.enter)  // the cursor starts on the first row
        #expect(title(driver) == "Library › Dune")
        driver.press(.backTab, .enter)  // from the title back round to Done (toolbars come last): dismiss()
        #expect(driver.lines[0] == "Library")
    }

    @Test func enterInTheTitleFieldPressesTheConfirmationItem() {
        let driver = Driver(size: Size(width: 60, height: 20), app: LibraryApp())
        driver.press(.enter)
        driver.type("!")
        driver.press(.enter)
        #expect(driver.lines[0] == "Library")
        driver.expectLine(1, "📚 Dune!                                                  ›")
    }

    @Test func theSheetKeepsTheScreenBehindAndClosesOnEscOrDismiss() {
        let driver = Driver(size: Size(width: 60, height: 20), app: LibraryApp())
        driver.press(.character("a"))
        #expect(driver.screen.contains("About the library"))
        driver.press(.right, .right)  // rating 3 → 5: onChange dismisses
        #expect(!driver.screen.contains("About the library"))
        driver.press(.character("a"))
        #expect(driver.screen.contains("Rating: 3"), "a sheet opened again starts afresh")
        driver.press(.escape)
        #expect(!driver.screen.contains("About the library"))
        #expect(driver.screen.contains("Dune"))
    }

    @Test func theAlertAsksAndItsButtonsCloseIt() {
        let driver = Driver(size: Size(width: 60, height: 20), app: LibraryApp())
        driver.press(.character("x"))
        #expect(driver.screen.contains("Clear the library?"))
        #expect(driver.screen.contains("Every book goes."))
        driver.press(.escape)  // cancel
        #expect(!driver.screen.contains("Clear the library?"))
        driver.expectLine(18, " 3 books")
        driver.press(.character("x"))
        driver.press(.enter)  // the first button: Clear
        #expect(!driver.screen.contains("Clear the library?"))
        driver.expectLine(18, " 0 books")
    }
}
