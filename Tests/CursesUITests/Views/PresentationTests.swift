import CursesUI
import CursesUITestSupport
import Testing

@MainActor
struct PresentationTests {
    struct Screen<Sheet: View>: View {
        @State var showing = true
        let sheet: Sheet

        var body: some View {
            VStack(alignment: .leading) {
                Text("behind")
                Button("Show") { showing = true }
            }
            .sheet(isPresented: $showing) { sheet }
        }
    }

    @Test func aSheetFillsTheScreenButForAMargin() {
        let driver = Driver(size: Size(width: 40, height: 12)) { Screen(sheet: Text("Hello")) }
        #expect(driver.lines[1] == "[╔" + String(repeating: "═", count: 36) + "╗", "the margin shows the screen behind")
        let centred = " ║" + String(repeating: " ", count: 15) + "Hello" + String(repeating: " ", count: 16) + "║"
        #expect(driver.lines[5] == centred, "centred, as on iOS")
        #expect(driver.lines[10] == " ╚" + String(repeating: "═", count: 36) + "╝")
    }

    @Test func aSheetWithDetentsRestsAtTheLowestOnTheBottomOfTheScreen() {
        let medium = Driver(size: Size(width: 40, height: 12)) {
            Screen(sheet: Text("Hello").presentationDetents([.medium, .large]))
        }
        #expect(medium.lines[0...4] == ["behind", "[ Show ]", "", "", ""], "the screen behind shows above the sheet")
        #expect(medium.lines[5] == " ╔" + String(repeating: "═", count: 36) + "╗", "half of 12 rows")
        #expect(medium.lines[7] == " ║" + String(repeating: " ", count: 15) + "Hello" + String(repeating: " ", count: 16) + "║")
        #expect(medium.lines[10] == " ╚" + String(repeating: "═", count: 36) + "╝")

        let points = Driver(size: Size(width: 40, height: 12)) { Screen(sheet: Text("Hello").presentationDetents([.height(68)])) }
        #expect(points.lines[7] == " ╔" + String(repeating: "═", count: 36) + "╗", "68 points: four rows")
        #expect(points.lines[10] == " ╚" + String(repeating: "═", count: 36) + "╝")
    }

    @Test func aFittedSheetIsABoxTheSizeOfItsContentInTheMiddle() {
        let driver = Driver(size: Size(width: 40, height: 12)) {
            Screen(sheet: Text("Hello").presentationSizing(.fitted))
        }
        let box = ["╔═══════╗", "║ Hello ║", "╚═══════╝"]
        let top = driver.lines.firstIndex { $0.contains(box[0]) }
        #expect(top == 4)
        for (offset, line) in box.enumerated() {
            #expect(driver.lines[4 + offset] == String(repeating: " ", count: 15) + line)
        }
        #expect(driver.lines[0].hasPrefix("behind"), "the screen behind stays")
    }

    struct DoneForm: View {
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            Text("Editing")
            Button("Done") { dismiss() }
        }
    }

    @Test func dismissAtTheRootOfANavigationStackInASheetClosesTheSheet() {
        let driver = Driver(size: Size(width: 40, height: 12)) {
            Screen(sheet: NavigationStack { DoneForm().navigationTitle("Edit") }.presentationSizing(.fitted))
        }
        #expect(driver.screen.contains("Edit"))
        #expect(driver.screen.contains("Editing"), "every view of the stack's root shows, not only the last")
        driver.press(.enter)
        #expect(!driver.screen.contains("Editing"))
        #expect(driver.lines[1].hasPrefix("[ Show ]"))
    }

    @Test func escapeClosesASheetAndTheScreenBehindTakesKeysAgain() {
        let driver = Driver(size: Size(width: 40, height: 12)) { Screen(sheet: DoneForm()) }
        driver.press(.escape)
        #expect(!driver.screen.contains("Editing"))
        driver.press(.enter)
        #expect(driver.screen.contains("Editing"), "Enter on Show opened it again")
    }
}
