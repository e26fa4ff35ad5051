import CursesUI
import CursesUITestSupport
import Testing

/// A `Form` taller than the terminal scrolls as SwiftUI's does: moving the focus keeps the
/// focused control in view, with its section's header or footer where they fit; PgUp/PgDn turn
/// a page and move the focus onto it; a form that fits lays out as it always did.
@MainActor
struct FormScrollingTests {
    struct Preferences: View {
        @State var alerts = [false, false, false]
        @State var sounds = [false, false, false]

        var body: some View {
            VStack(alignment: .leading) {
                Form {
                    Section("Alerts") {
                        Toggle("Alert 0", isOn: $alerts[0])
                        Toggle("Alert 1", isOn: $alerts[1])
                        Toggle("Alert 2", isOn: $alerts[2])
                    }
                    Section {
                        Toggle("Sound 0", isOn: $sounds[0])
                        Toggle("Sound 1", isOn: $sounds[1])
                        Toggle("Sound 2", isOn: $sounds[2])
                    } header: {
                        Text("Sounds")
                    } footer: {
                        Text("Played on change")
                    }
                }
                Text("help")
            }
        }
    }

    /// The form's eleven rows, as a plain column of them draws them.
    static let rows = [
        " Alerts", "  Alert 0           [ ]", "  Alert 1           [ ]", "  Alert 2           [ ]", "",
        " Sounds", "  Sound 0           [ ]", "  Sound 1           [ ]", "  Sound 2           [ ]", " Played on change", "",
    ]

    /// `rows` padded to `width` columns with `indicator` (one character a row) in the last: a
    /// form is as wide as the screen, its indicator at the right edge, as on iOS.
    static func window(_ rows: ArraySlice<String>, indicator: String, width: Int = 24) -> [String] {
        zip(rows, indicator).map { row, mark in row.padding(toLength: width - 1, withPad: " ", startingAt: 0) + String(mark) }
    }

    @Test func tabbingPastTheBottomScrollsTheFocusedToggleAndItsWholeSectionIntoView() {
        let driver = Driver(size: Size(width: 24, height: 7)) { Preferences() }
        // Six rows for the form above the help line; the thumb is 6·6/11 = 3 rows at the top.
        driver.expectLines(Self.window(Self.rows[0..<6], indicator: "┃┃┃│││") + ["help"])
        for _ in 0..<3 {
            let work = driver.work { driver.press(.tab) }
            #expect(work.updatePasses <= 1 && work.layoutPasses == 1 && work.controlsVisited == 0, "\(work)")
        }
        #expect(driver.app.graph.extraPasses.isEmpty)
        // Sound 0 needs one row more; its section, header to footer, fits, so all of it shows.
        driver.expectLines(Self.window(Self.rows[5..<11], indicator: "│││┃┃┃") + ["help"])
        #expect(driver.terminal.screen[2, 1].style.reverse, "Sound 0 has the focus")
        driver.press(.backTab)
        driver.expectLines(Self.window(Self.rows[0..<6], indicator: "┃┃┃│││") + ["help"])
        #expect(driver.terminal.screen[2, 3].style.reverse, "Alert 2 has the focus")
    }

    @Test func aSectionTallerThanTheWindowScrollsOnlyAsFarAsTheFocusedToggleAndItsFooter() {
        let driver = Driver(size: Size(width: 24, height: 5)) { Preferences() }
        for _ in 0..<5 { driver.press(.down) }
        // Sound 2 and the footer under it: rows 7–10 of 11, the thumb (4·4/11 = 1 row) last.
        driver.expectLines(Self.window(Self.rows[7..<11], indicator: "│││┃") + ["help"])
        #expect(driver.terminal.screen[2, 1].style.reverse, "Sound 2 has the focus")
        driver.press(.up, .up)
        // Sound 0, above the window: it shows with its section's header over it.
        driver.expectLines(Self.window(Self.rows[5..<9], indicator: "││┃│") + ["help"])
        #expect(driver.terminal.screen[2, 1].style.reverse, "Sound 0 has the focus")
        driver.press(.up)
        // Alert 2: its section from the header down fits, so it all comes into view.
        driver.expectLines(Self.window(Self.rows[0..<4], indicator: "┃│││") + ["help"])
        #expect(driver.terminal.screen[2, 3].style.reverse, "Alert 2 has the focus")
    }

    @Test func pageDownAndUpTurnAPageAndFocusWhatItShows() {
        let driver = Driver(size: Size(width: 24, height: 7)) { Preferences() }
        let work = driver.work { driver.press(.pageDown) }
        #expect(work.updatePasses <= 1 && work.layoutPasses == 1 && work.controlsVisited == 0, "\(work)")
        driver.expectLines(Self.window(Self.rows[5..<11], indicator: "│││┃┃┃") + ["help"])
        #expect(driver.terminal.screen[2, 1].style.reverse, "Sound 0, the first on the page, has the focus")
        driver.press(.pageDown)
        #expect(driver.terminal.screen[2, 3].style.reverse, "on the last page, the last toggle has the focus")
        driver.press(.pageUp)
        driver.expectLines(Self.window(Self.rows[0..<6], indicator: "┃┃┃│││") + ["help"])
        #expect(driver.terminal.screen[2, 3].style.reverse, "Alert 2, the last on the page, has the focus")
    }

    @Test func aFormThatFitsDrawsAsAPaddedColumnWithoutAnIndicator() {
        let form = Driver(size: Size(width: 24, height: 14)) { Preferences() }
        form.expectLines(Self.rows + ["", "", "help"])
        form.press(.pageDown)
        #expect(form.terminal.screen[2, 1].style.reverse, "a page key scrolls nothing and moves no focus")
    }

    @Test func resizingKeepsTheFocusedToggleInView() {
        let driver = Driver(size: Size(width: 24, height: 5)) { Preferences() }
        for _ in 0..<5 { driver.press(.tab) }
        driver.resize(width: 24, height: 14)
        driver.expectLines(Self.rows + ["", "", "help"])
        #expect(driver.terminal.screen[2, 8].style.reverse, "Sound 2 has the focus")
        driver.resize(width: 24, height: 5)
        driver.expectLines(Self.window(Self.rows[7..<11], indicator: "│││┃") + ["help"])
        #expect(driver.terminal.screen[2, 1].style.reverse, "Sound 2 has the focus")
    }

    @Test func aClickReachesOnlyWhatTheFormShows() {
        let driver = Driver(size: Size(width: 24, height: 7)) { Preferences() }
        // Sound 0 lies under the help line, out of the form's window: clicking there does nothing.
        driver.press(.mouse(MouseEvent(kind: .press, position: Point(x: 3, y: 6))))
        driver.expectLines(Self.window(Self.rows[0..<6], indicator: "┃┃┃│││") + ["help"])
        #expect(driver.terminal.screen[2, 1].style.reverse, "Alert 0 keeps the focus")
        driver.press(.mouse(MouseEvent(kind: .press, position: Point(x: 3, y: 2))))
        driver.expectLine(2, Self.window(["  Alert 1           [x]"], indicator: "┃")[0])
    }
}
