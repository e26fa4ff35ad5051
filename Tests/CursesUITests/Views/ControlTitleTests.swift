import CursesUI
import CursesUITestSupport
import Testing

/// Control titles given as string literals are read as Markdown, as SwiftUI reads a
/// `LocalizedStringKey`, and a stepper's label is any view.
@MainActor
struct ControlTitleTests {
    struct Coffee: View {
        @State private var cups = 1
        @State private var edits: [Bool] = []
        var body: some View {
            VStack(alignment: .leading) {
                Stepper("^[\(cups) cup](inflect: true)", value: $cups, in: 1...20) { edits.append($0) }
                Text("edits \(edits.map { $0 ? "began" : "ended" }.joined(separator: " "))")
            }
        }
    }

    @Test func aStepperTitleInflectsItsNounWithTheCount() {
        let driver = Driver(size: Size(width: 30, height: 2)) { Coffee() }
        driver.expectLines(["1 cup                    [ |+]", "edits"])
        driver.press(.right)
        driver.expectLines(["2 cups                   [−|+]", "edits began ended"])
        #expect(driver.terminal.screen[0, 0].style.reverse && driver.terminal.screen[11, 0].style.reverse, "focused: all reversed")
        driver.press(.left)
        driver.expectLines(["1 cup                    [ |+]", "edits began ended began ended"])
    }

    struct Guests: View {
        @State private var guests = 2
        var body: some View {
            Stepper(value: $guests, in: 1...3) {
                Label("\(guests) guests", systemImage: "person.2")
            }
        }
    }

    @Test func aStepperLabelIsAnyView() {
        let driver = Driver(size: Size(width: 30, height: 1)) { Guests() }
        #expect(driver.lines[0].hasSuffix(" 2 guests              [−|+]"), "\(driver.lines[0])")
        driver.press(.right)
        #expect(driver.lines[0].hasSuffix(" 3 guests              [−| ]"), "at the upper bound: no plus")
    }

    struct Titles: View {
        let name = "**Ada**"
        @State private var on = false
        var body: some View {
            VStack(alignment: .leading) {
                Button(name) {}
                Button("Add **milk**") {}
                Toggle("Remind *me*", isOn: $on)
            }
        }
    }

    @Test func literalsAreMarkdownAndStringValuesShowAsTyped() {
        let driver = Driver(size: Size(width: 20, height: 3)) { Titles() }
        driver.expectLines(["[ **Ada** ]", "[ Add milk ]", "[ ] Remind me"])
        #expect(driver.terminal.screen[6, 1].style.bold && !driver.terminal.screen[2, 1].style.bold, "the literal's **milk** is bold")
        #expect(driver.terminal.screen[11, 2].style.italic, "the literal's *me* is italic")
    }
}
