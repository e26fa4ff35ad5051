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

    struct WithToolbar: View {
        @State var log = ""

        var body: some View {
            NavigationStack {
                List {
                    Button("Only row") { log = "row" }
                }
                .frame(height: 1)
                Text("log=\(log)")
                    .navigationTitle("Rows")
                    .toolbar { Button("Add") { log = "add" } }
            }
        }
    }

    @Test func downFromTheLastRowDoesNotJumpUpToTheToolbarAndDownFromTheToolbarComesBack() {
        let driver = Driver(size: Size(width: 30, height: 4)) { WithToolbar() }
        driver.press(.down, .enter)
        driver.expectLine(2, "           log=row")
        driver.press(.backTab, .enter)
        driver.expectLine(2, "           log=add")
        driver.press(.down, .enter)
        driver.expectLine(2, "           log=row")
    }
}
