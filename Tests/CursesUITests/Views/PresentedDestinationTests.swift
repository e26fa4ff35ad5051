import CursesUI
import CursesUITestSupport
import Testing

/// `.navigationDestination(isPresented:)` and `(item:)` push a screen while their binding says
/// so, and popping the screen writes the binding back, as on iOS.
@MainActor
struct PresentedDestinationTests {
    struct Quiz: View {
        @State private var showsResults = false
        @State private var chosen: Int?
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Button("Finish") { showsResults = true }
                    Button("Question 2") { chosen = 2 }
                    Text("results: \(showsResults) chosen: \(chosen.map(String.init) ?? "none")")
                }
                .navigationTitle(Text("Quiz"))
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) { Button("Help") {} }
                }
                .navigationDestination(isPresented: $showsResults) { Text("All correct") }
                .navigationDestination(item: $chosen) { number in Text("Question \(number) of 5") }
            }
        }
    }

    @Test func aBooleanPushesItsScreenAndEscSetsItBack() {
        let driver = Driver(size: Size(width: 36, height: 5)) { Quiz() }
        driver.expectLines([
            "Quiz                        [ Help ]", "    [ Finish ]", "    [ Question 2 ]", "    results: false chosen: none",
        ])
        driver.press(.enter)
        driver.expectLines(["Quiz", "", "            All correct"])
        driver.press(.escape)
        driver.expectLine(3, "    results: false chosen: none")
    }

    @Test func anItemPushesTheScreenMadeForItAndEscSetsItToNil() {
        let driver = Driver(size: Size(width: 36, height: 5)) { Quiz() }
        driver.press(.down, .enter)
        driver.expectLine(2, "          Question 2 of 5")
        driver.press(.escape)
        driver.expectLine(3, "    results: false chosen: none")
    }
}
