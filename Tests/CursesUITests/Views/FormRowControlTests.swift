import CursesUI
import CursesUITestSupport
import Testing

/// A `Form`'s rows as iOS lays them out, in any program (lengths in cells or in points): the
/// label leading, a menu picker's choice and a toggle's box at the row's trailing end.
@MainActor
struct FormRowControlTests {
    struct Settings: View {
        @State private var room = "Bedroom"
        @State private var lights = true
        @State private var muted = false

        var body: some View {
            Form {
                Section("Home") {
                    Picker("Room", selection: $room) {
                        Text("Bedroom").tag("Bedroom")
                        Text("Kitchen").tag("Kitchen")
                    }
                    Toggle("Lights", isOn: $lights)
                    Toggle("Mute", isOn: $muted)
                }
            }
        }
    }

    /// `label` at the row's start, `trailing` ending at column `end` (exclusive) of the line.
    private func row(_ label: String, _ trailing: String, end: Int) -> String {
        "  " + label + String(repeating: " ", count: end - 2 - label.count - trailing.count) + trailing
    }

    @Test func aPickersChoiceStandsAtTheRowsTrailingEnd() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Settings() }
        driver.expectLines([" Home", row("Room", "‹Bedroom› ▾", end: 39), row("Lights", "[x]", end: 39)])
    }

    @Test func theSameRowInAProgramOfPoints() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Settings().environment(\.lengthUnit, .points) }
        driver.expectLine(1, row("Room", "‹Bedroom› ▾", end: 39))
    }

    @Test func aChoiceMadeInTheOpenListMovesToTheRowsEnd() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Settings() }
        driver.press(.enter, .down, .enter)
        driver.expectLine(1, row("Room", "‹Kitchen› ▾", end: 39))
    }

    @Test func aTogglesBoxStandsAtTheRowsTrailingEndWhereIOSPutsItsSwitch() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Settings() }
        driver.expectLines([" Home", row("Room", "‹Bedroom› ▾", end: 39), row("Lights", "[x]", end: 39), row("Mute", "[ ]", end: 39)])
    }

    @Test func spaceOrEnterSwitchesTheToggleInItsRow() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Settings() }
        driver.press(.down, .down)
        driver.press(.character(" "))
        driver.expectLine(3, row("Mute", "[x]", end: 39))
        driver.press(.enter)
        driver.expectLine(3, row("Mute", "[ ]", end: 39))
    }

    @Test func aChosenSwitchStandsAtTheRowsTrailingEnd() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Settings().toggleStyle(.switch) }
        driver.expectLine(2, row("Lights", "[on ]", end: 39))
        driver.expectLine(3, row("Mute", "[off]", end: 39))
    }

    @Test func aChosenCheckboxStyleKeepsTheBoxBeforeTheLabelInAForm() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Settings().toggleStyle(.checkbox) }
        driver.expectLine(2, "  [x] Lights")
        driver.expectLine(3, "  [ ] Mute")
    }

    @Test func outsideAFormAToggleIsACheckBoxAndAPickerFollowsItsLabel() {
        let driver = Driver(size: Size(width: 40, height: 2)) {
            VStack(alignment: .leading) {
                Toggle("Lights", isOn: .constant(true))
                Picker("Room", selection: .constant(1)) { Text("Hall").tag(1) }
            }
        }
        driver.expectLines(["[x] Lights", "Room ‹Hall› ▾"])
    }
}
