import CursesUI
import CursesUITestSupport
import Testing

@MainActor
struct ArrowFocusTests {
    struct TwoRows: View {
        @State var log = ""

        var body: some View {
            VStack(alignment: .leading) {
                List {
                    Button("First") { log = "first" }
                    Button("Second") { log = "second" }
                }
                .frame(height: 2)
                Text("log=\(log)")
            }
        }
    }

    @Test func aSecondDownOnTheLastRowOfAListStaysThere() {
        let driver = Driver(size: Size(width: 30, height: 4)) { TwoRows() }
        driver.press(.down, .down, .enter)
        driver.expectLine(2, "log=second")
        driver.press(.up, .up, .enter)
        driver.expectLine(2, "log=first")
    }
}
