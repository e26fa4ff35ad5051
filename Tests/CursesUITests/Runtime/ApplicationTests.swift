import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@MainActor
struct ApplicationTests {
    struct Form: View {
        @State private var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                Text("Title")
                TextField("type here", text: $text)
                Button("OK") {}
            }
        }
    }

    @Test func belowTheMinimumSizeAGuardIsShownAndStateIsKept() {
        let driver = Driver(minimumSize: Size(width: 40, height: 12)) { Form() }
        driver.type("kept")
        driver.resize(width: 30, height: 8)
        #expect(driver.fieldLines.contains("     Enlarge the terminal"))
        #expect(driver.fieldLines.contains { $0.contains("need 40×12, have 30×8") })
        driver.type("ignored")
        #expect(driver.lines.contains("     Enlarge the terminal"), "keys while too small keep the guard on screen")
        driver.resize(width: 80, height: 24)
        #expect(driver.fieldLines[0] == "Title")
        #expect(driver.fieldLines[1] == "kept")
    }

    @Test func theGuardWrapsToANarrowTerminal() {
        let driver = Driver(minimumSize: Size(width: 40, height: 12)) { Form() }
        driver.resize(width: 20, height: 6)
        #expect(
            driver.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } == [
                "Enlarge the terminal", "need 40×12, have", "20×6",
            ])
    }

    @Test func resizeRedrawsEverythingAtTheNewSize() {
        let driver = Driver(size: Size(width: 20, height: 5)) { Form() }
        driver.resize(width: 10, height: 3)
        #expect(driver.terminal.screen.size == Size(width: 10, height: 3))
        #expect(driver.fieldLines == ["Title", "type here", "[ OK ]"])
    }

    @Test func ctrlCQuitsAndCtrlZSuspendsAndRedraws() {
        let driver = Driver { Form() }
        driver.press(.control("z"))
        #expect(driver.terminal.suspensions == 1)
        #expect(driver.fieldLines[0] == "Title")
        #expect(driver.app.isRunning)
        driver.press(.control("c"))
        #expect(!driver.app.isRunning)
    }

    @Test func tabAndShiftTabCycleFocusAndTheCaretFollows() {
        let driver = Driver { Form() }
        #expect(driver.terminal.cursor == Point(x: 0, y: 1), "the first field has focus")
        driver.press(.tab)
        #expect(driver.terminal.cursor == nil, "a button shows no caret")
        driver.press(.tab)
        #expect(driver.terminal.cursor == Point(x: 0, y: 1), "focus wraps around")
        driver.press(.backTab)
        driver.press(.enter)
        #expect(driver.terminal.cursor == nil)
    }

    @Test func onlyChangedCellsAreSentToTheTerminal() {
        let driver = Driver { Form() }
        let work = driver.work { driver.type("a") }
        #expect(work.cellsChanged == 9, "the placeholder's 9 cells become 'a' and 8 blanks")
        let next = driver.work { driver.type("b") }
        #expect(next.cellsChanged == 1)
    }
}
