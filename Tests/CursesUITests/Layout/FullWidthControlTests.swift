import CursesUI
import CursesUITestSupport
import Testing

/// As on iOS, a labelled `Stepper` and a segmented `Picker` take the width offered: the
/// stepper's label at the leading edge and its − + at the trailing edge, the segments sharing
/// the width. Under `fixedSize()`, in a toolbar, or without a label they keep their own width.
@MainActor
struct FullWidthControlTests {
    struct Dice: View {
        @State var count = 2
        @State var sides = 6
        var body: some View {
            VStack {
                Stepper("\(count) dice", value: $count, in: 1...6)
                Picker("Sides", selection: $sides) {
                    ForEach([4, 6, 8], id: \.self) { Text("d\($0)").tag($0) }
                }
                .pickerStyle(.segmented)
                Stepper("\(count) dice", value: $count, in: 1...6).fixedSize()
                Stepper("hidden", value: $count, in: 1...6).labelsHidden()
            }
        }
    }

    @Test func aStepperAndASegmentedPickerInAVStackTakeTheWidth() {
        let driver = Driver(size: Size(width: 30, height: 5)) { Dice() }
        driver.expectLines([
            "2 dice                   [−|+]", "    d4    |[  d6   ]|   d8    ", "         2 dice [−|+]", "            [−|+]", "",
        ])
        driver.press(.right)  // the first stepper is focused: one more die
        driver.press(.tab, .right)  // the picker: d8
        driver.expectLines(["3 dice                   [−|+]", "    d4    |   d6    |[  d8   ]"])
    }

    @Test func segmentsTooLongToShareTheWidthEquallyShareWhatIsLeft() {
        let driver = Driver(size: Size(width: 28, height: 2)) {
            Picker("Filter", selection: .constant("All")) {
                ForEach(["All", "Favourites", "Old"], id: \.self) { Text($0).tag($0) }
            }
            .pickerStyle(.segmented)
        }
        driver.expectLines(["[ All ]| Favourites  | Old  ", ""])
    }
}
