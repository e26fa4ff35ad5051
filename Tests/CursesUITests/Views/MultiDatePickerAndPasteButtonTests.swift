import CursesUI
import CursesUITestSupport
import Testing

/// `MultiDatePicker` as a month grid the arrows walk, and `PasteButton` pasting the terminal's
/// paste or the program's own clipboard.
@MainActor
struct MultiDatePickerAndPasteButtonTests {
    struct Availability: View {
        @State private var dates: Set<DateComponents> = [DateComponents(year: 2026, month: 12, day: 5)]
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                MultiDatePicker("Dates Available", selection: $dates)
                Text("chosen=" + dates.map { "\($0.month ?? 0)/\($0.day ?? 0)" }.sorted().joined(separator: ","))
            }
            .environment(\.calendar, Calendar(identifier: .gregorian))
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        }
    }

    @Test func aMultiDatePickerShowsTheMonthOfItsFirstChosenDay() {
        let driver = Driver(size: Size(width: 24, height: 10)) { Availability() }
        driver.expectLines([
            "Dates Available", "‹     2026-12      ›", "Su Mo Tu We Th Fr Sa", "       1  2  3  4  5", " 6  7  8  9 10 11 12",
            "13 14 15 16 17 18 19", "20 21 22 23 24 25 26", "27 28 29 30 31", "", "chosen=12/5",
        ])
        let five = driver.terminal.screen[19, 3].style
        #expect(five.bold && five.underline && five.reverse, "the chosen day, under the cursor")
        #expect(!driver.terminal.screen[16, 3].style.underline)
    }

    @Test func arrowsMoveTheCursorAndSpaceAddsAndRemovesTheDay() {
        let driver = Driver(size: Size(width: 24, height: 10)) { Availability() }
        driver.press(.right, .character(" "))
        driver.expectLine(9, "chosen=12/5,12/6")
        driver.press(.down, .left, .enter)  // the 12th
        driver.expectLine(9, "chosen=12/12,12/5,12/6")
        driver.press(.enter)
        driver.expectLine(9, "chosen=12/5,12/6")
        #expect(driver.terminal.screen[19, 4].style.reverse, "the cursor is on the 12th")
    }

    @Test func pageDownTurnsTheMonthKeepingTheDay() {
        let driver = Driver(size: Size(width: 24, height: 10)) { Availability() }
        driver.press(.pageDown)
        driver.expectLines(["‹     2027-01      ›", "Su Mo Tu We Th Fr Sa", "                1  2", " 3  4  5  6  7  8  9"], from: 1)
        driver.press(.character(" "))
        driver.expectLine(9, "chosen=1/5,12/5")
        driver.press(.pageUp, .enter)
        driver.expectLine(9, "chosen=1/5")
    }

    struct Bounded: View {
        @State private var dates: Set<DateComponents> = []
        let calendar = Calendar(identifier: .gregorian)
        var body: some View {
            let start = calendar.date(from: DateComponents(timeZone: .gmt, year: 2099, month: 12, day: 6))!
            let end = calendar.date(from: DateComponents(timeZone: .gmt, year: 2099, month: 12, day: 16))!
            VStack(alignment: .leading, spacing: 0) {
                MultiDatePicker("Dates", selection: $dates, in: start..<end)
                Text("chosen=" + dates.map { "\($0.month ?? 0)/\($0.day ?? 0)" }.sorted().joined(separator: ","))
            }
            .environment(\.calendar, calendar)
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        }
    }

    @Test func daysOutsideTheRangeAreDimAndCannotBeChosen() {
        let driver = Driver(size: Size(width: 24, height: 10)) { Bounded() }
        // The month of the range's first day, the cursor on it.
        driver.expectLine(4, " 6  7  8  9 10 11 12")
        #expect(driver.terminal.screen[19, 3].style.dim, "the 5th is before the range")
        #expect(!driver.terminal.screen[1, 4].style.dim)
        driver.press(.left, .character(" "))
        driver.expectLine(9, "chosen=")
        driver.press(.right, .character(" "))
        driver.expectLine(9, "chosen=12/6")
    }

    struct Paster: View {
        @State private var pasted = ""
        @State private var note = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("pasted=\(pasted)")
                PasteButton(payloadType: String.self) { strings in pasted = strings[0] }
                TextField("Note", text: $note)
            }
        }
    }

    @Test func thePasteButtonTakesTheTerminalsPasteWhileFocused() {
        let driver = Driver(size: Size(width: 30, height: 4)) { Paster() }
        driver.expectLines(["pasted=", "[ Paste ]"])
        driver.press(.enter)
        driver.expectLine(0, "pasted=")  // nothing was pasted or copied yet
        driver.paste("first")
        driver.expectLine(0, "pasted=first")
    }

    @Test func enterOnThePasteButtonPastesWhatWasLastPastedIntoTheProgram() {
        let driver = Driver(size: Size(width: 30, height: 4)) { Paster() }
        driver.press(.tab)
        driver.paste("second")
        #expect(driver.fieldLines[0...2] == ["pasted=", "[ Paste ]", "second"], "the paste went into the field")
        driver.press(.backTab, .enter)
        driver.expectLine(0, "pasted=second")
    }
}
