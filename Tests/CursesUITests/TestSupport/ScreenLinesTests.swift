import CursesUI
import CursesUITestSupport
import Testing

/// The exact-line assertions say which row is wrong and how, and pass only when the row
/// itself reads the text.
@MainActor
struct ScreenLinesTests {
    @Test func rowsThatReadTheExpectedTextPassWhateverTheTrailingSpaces() {
        #expect(ScreenLines.difference(between: ["Title", "Name: Ada", ""], and: ["Name: Ada  ", ""], from: 1) == nil)
    }

    @Test func aWrongRowIsMarkedWithWhatWasExpectedAndWhatIsThere() {
        let difference = ScreenLines.difference(between: ["Title", "Name: Ad", "Esc back"], and: ["Title", "Name: Ada"], from: 0)
        #expect(
            difference == """
                Rows 0–1 of the screen differ (1 of 2):
                  0 │Title
                ✗ 1 │Name: Ada   ← expected
                    │Name: Ad   ← actual
                Screen:
                  0 │Title
                  1 │Name: Ad
                  2 │Esc back
                """)
    }

    @Test func aRowPastTheBottomOfTheScreenIsReportedAsMissing() {
        let difference = ScreenLines.difference(between: ["only row"], and: ["below"], from: 3)
        #expect(difference?.contains("(no such row)") == true)
    }

    /// `screen.contains("save")` passes on the help bar alone; the line assertion does not.
    @Test func textThatIsOnlyInTheHelpBarDoesNotMakeTheRowPass() {
        let driver = Driver(size: Size(width: 30, height: 3)) {
            VStack(alignment: .leading) {
                Text("Draft")
                Spacer()
                HelpBar()
            }
            .onKeyPress(.character("s"), help: "save") { .handled }
        }
        #expect(driver.screen.contains("save"))
        #expect(ScreenLines.difference(between: driver.lines, and: ["save"], from: 0) != nil)
        driver.expectLine(0, "Draft")
    }
}
