import CursesUI
import CursesUITestSupport
import Testing

/// A menu picker in a `Form`'s row as iOS lays it out, in any program (lengths in cells or in
/// points): the label leading, the choice at the row's trailing end.
@MainActor
struct FormRowControlTests {
    struct Settings: View {
        @State private var room = "Bedroom"

        var body: some View {
            Form {
                Section("Home") {
                    Picker("Room", selection: $room) {
                        Text("Bedroom").tag("Bedroom")
                        Text("Kitchen").tag("Kitchen")
                    }
                }
            }
        }
    }

    /// `label` at the row's start, `trailing` ending at column `end` (exclusive) of the line.
    private func row(_ label: String, _ trailing: String, end: Int) -> String {
        "  " + label + String(repeating: " ", count: end - 2 - label.count - trailing.count) + trailing
    }

    @Test func aPickersChoiceStandsAtTheRowsTrailingEnd() {
        let driver = Driver(size: Size(width: 40, height: 3)) { Settings() }
        driver.expectLines([" Home", row("Room", "‹Bedroom› ▾", end: 39)])
    }

    @Test func theSameRowInAProgramOfPoints() {
        let driver = Driver(size: Size(width: 40, height: 3)) { Settings().environment(\.lengthUnit, .points) }
        driver.expectLine(1, row("Room", "‹Bedroom› ▾", end: 39))
    }

    @Test func aChoiceMadeInTheOpenListMovesToTheRowsEnd() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Settings() }
        driver.press(.enter, .down, .enter)
        driver.expectLines([" Home", row("Room", "‹Kitchen› ▾", end: 39)])
    }

    @Test func outsideAFormAPickerFollowsItsLabel() {
        let driver = Driver(size: Size(width: 40, height: 1)) {
            Picker("Room", selection: .constant(1)) { Text("Hall").tag(1) }
        }
        driver.expectLines(["Room ‹Hall› ▾"])
    }
}
