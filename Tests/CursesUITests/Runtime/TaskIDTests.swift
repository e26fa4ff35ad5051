import CursesUI
import CursesUITestSupport
import Testing

/// `.task(id:)` as a program sees it: each change of the id cancels the running task and
/// starts the action again; a task cancelled before it got to run does not run its action.
@MainActor
struct TaskIDTests {
    struct Loader: View {
        @State private var query = 0
        @State private var runs: [Int] = []
        var body: some View {
            VStack(alignment: .leading) {
                Text("runs=\(runs.map(String.init).joined(separator: ","))")
                Button("Next") { query += 1 }
            }
            .task(id: query) { runs.append(query) }
        }
    }

    @Test func onlyTheLatestIdRunsWhenTheIdChangesBeforeTheTasksGetToRun() async {
        let driver = Driver(size: Size(width: 30, height: 4)) { Loader() }
        driver.press(.enter, .enter)  // the ids 0 and 1 are left behind before any task ran
        #expect(await driver.waitUntil { driver.lines[0] != "runs=" })
        driver.expectLine(0, "runs=2")
        driver.press(.enter)
        #expect(await driver.waitUntil { driver.lines[0] == "runs=2,3" })
    }
}
