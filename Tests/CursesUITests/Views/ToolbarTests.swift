import CursesUI
import CursesUITestSupport
import Testing

@MainActor
struct ToolbarTests {
    struct EditScreen: View {
        @State var name = ""
        @State var log = ""

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name)
                Text("log=\(log)")
            }
            .navigationTitle("Edit")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log += "cancel" } }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { log += "save:\(name)" } }
            }
        }
    }

    @Test func itemsStandAtTheRightOfTheHeaderAndConfirmationAnswersEnter() {
        let driver = Driver(size: Size(width: 40, height: 8)) { NavigationStack { EditScreen() } }
        #expect(driver.lines[0].hasPrefix("Edit"))
        #expect(driver.lines[0].hasSuffix("[ Cancel ] [ Save ]"))
        #expect(driver.lines[0].count == 40)
        driver.type("Ada")
        driver.press(.enter)
        #expect(driver.screen.contains("log=save:Ada"), "Enter in a field without its own submit presses Save")
    }

    struct Root: View {
        var body: some View {
            NavigationLink("Open", value: 1)
                .navigationTitle("Home")
                .navigationDestination(for: Int.self) { _ in EditScreen() }
        }
    }

    @Test func aScreenTakesItsToolbarWithItWhenItIsPopped() {
        let driver = Driver(size: Size(width: 40, height: 8)) { NavigationStack { Root() } }
        #expect(driver.lines[0] == "Home")
        driver.press(.enter)
        #expect(driver.lines[0].hasPrefix("Home › Edit"))
        #expect(driver.lines[0].hasSuffix("[ Save ]"))
        driver.press(.escape)
        #expect(driver.lines[0] == "Home")
    }

    struct Standalone: View {
        @State var log = ""

        var body: some View {
            Text("log=\(log)")
                .toolbar {
                    ToolbarItemGroup(placement: .cancellationAction) {
                        Button("Close") { log += "close" }
                    }
                }
        }
    }

    @Test func outsideAStackTheItemsStandInALineAboveTheView() {
        let driver = Driver(size: Size(width: 30, height: 6)) { Standalone() }
        #expect(driver.lines[0] == String(repeating: " ", count: 21) + "[ Close ]")
        #expect(driver.lines[1] == "log=")
        driver.press(.escape)
        #expect(driver.lines[1] == "log=close", "a cancellation item answers Esc")
    }
}
