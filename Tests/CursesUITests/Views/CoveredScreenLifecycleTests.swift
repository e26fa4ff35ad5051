import CursesUI
import CursesUITestSupport
import Testing

/// As on iOS, the views of a screen covered by another (a pushed destination, a full-screen
/// cover, another tab) disappear, with their tasks cancelled, and appear again, their tasks
/// started again, when it is back; a sheet leaves the screen under it shown. The top line
/// shows which views are on screen by what they reported.
@MainActor
@Suite(.serialized)
struct CoveredScreenLifecycleTests {
    /// The views' log, each by its name.
    typealias ScreenLog = AppearanceLog<String>

    /// A list of three rows under a title, which pushes a detail screen.
    struct PushingList: View {
        let log: ScreenLog
        @State private var path: [Int] = []

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(log.summary)
                NavigationStack(path: $path) {
                    List {
                        Button("Open") { path.append(1) }
                        ForEach(0..<3) { Text("Row \($0)").logged(as: "row\($0)", in: log) }
                    }
                    .logged(as: "list", in: log)
                    .navigationTitle("Rows")
                    .navigationDestination(for: Int.self) { _ in
                        Text("Detail").logged(as: "detail", in: log).navigationTitle("Detail")
                    }
                }
            }
        }
    }

    func text(_ driver: Driver) -> [String] {
        driver.lines.map { line in
            var row = String(line.prefix(79))
            while row.last == " " { row.removeLast() }
            return row
        }.filter { !$0.isEmpty }
    }

    @Test func pushingOverAListDisappearsItsRowsAndPoppingAppearsThemAgain() async {
        let log = ScreenLog()
        let driver = Driver { PushingList(log: log) }
        let listShown = "shown list,row0,row1,row2 running list,row0,row1,row2 appeared 4"
        #expect(await driver.waitUntil { driver.lines[0] == listShown })
        #expect(text(driver) == [listShown, "Rows", "[ Open ]", "Row 0", "Row 1", "Row 2"])
        driver.press(.enter)  // Open: the list and its rows disappear, their tasks cancelled
        #expect(await driver.waitUntil { driver.lines[0] == "shown detail running detail appeared 5" })
        #expect(text(driver) == ["shown detail running detail appeared 5", "Rows › Detail", String(repeating: " ", count: 37) + "Detail"])
        driver.press(.escape)  // back: they appear again and their tasks start again
        let listBack = "shown list,row0,row1,row2 running list,row0,row1,row2 appeared 9"
        #expect(await driver.waitUntil { driver.lines[0] == listBack })
        #expect(text(driver) == [listBack, "Rows", "[ Open ]", "Row 0", "Row 1", "Row 2"])
    }

    struct TwoTabs: View {
        let log: ScreenLog

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(log.summary)
                TabView {
                    Text("First page").logged(as: "first", in: log).tabItem { Text("First") }
                    Text("Second page").logged(as: "second", in: log).tabItem { Text("Second") }
                }
            }
        }
    }

    @Test func onlyTheShownTabAppearsAndSwitchingDisappearsTheOther() async {
        let log = ScreenLog()
        let driver = Driver { TwoTabs(log: log) }
        #expect(await driver.waitUntil { driver.lines[0] == "shown first running first appeared 1" })
        #expect(text(driver) == ["shown first running first appeared 1", "[First]| Second", "First page"])
        driver.press(.alt("2"))
        #expect(await driver.waitUntil { driver.lines[0] == "shown second running second appeared 2" })
        #expect(text(driver) == ["shown second running second appeared 2", " First |[Second]", "Second page"])
        driver.press(.alt("1"))
        #expect(await driver.waitUntil { driver.lines[0] == "shown first running first appeared 3" })
        #expect(text(driver) == ["shown first running first appeared 3", "[First]| Second", "First page"])
    }

    struct Presenter: View {
        let log: ScreenLog
        let coversScreen: Bool
        @State private var isPresented = false

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(log.summary)
                if coversScreen {
                    page.fullScreenCover(isPresented: $isPresented) { presented }
                } else {
                    page.sheet(isPresented: $isPresented) { presented }
                }
            }
        }

        var page: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Present") { isPresented = true }
                Text("Under").logged(as: "under", in: log)
            }
        }

        var presented: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(log.summary)
                Text("Presented").logged(as: "presented", in: log)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func aSheetLeavesTheScreenUnderItShown() async {
        let log = ScreenLog()
        let driver = Driver { Presenter(log: log, coversScreen: false) }
        #expect(await driver.waitUntil { driver.lines[0] == "shown under running under appeared 1" })
        driver.press(.enter)  // Present: "Under" stays shown beside the sheet
        let both = "shown presented,under running presented,under appeared 2"
        #expect(await driver.waitUntil { driver.lines[0] == both })
        #expect(
            text(driver).prefix(4) == [
                both, "[ Present ]", "U╔" + String(repeating: "═", count: 76) + "╗", " ║ " + both + String(repeating: " ", count: 19) + "║",
            ])
        driver.press(.escape)
        #expect(await driver.waitUntil { driver.lines[0] == "shown under running under appeared 2" })
        #expect(text(driver) == ["shown under running under appeared 2", "[ Present ]", "Under"])
    }

    @Test func aFullScreenCoverDisappearsTheViewItCoversUntilItCloses() async {
        let log = ScreenLog()
        let driver = Driver { Presenter(log: log, coversScreen: true) }
        #expect(await driver.waitUntil { driver.lines[0] == "shown under running under appeared 1" })
        driver.press(.enter)  // Present: the cover hides "Under", which disappears
        #expect(await driver.waitUntil { driver.lines[0] == "shown presented running presented appeared 2" })
        #expect(text(driver) == ["shown presented running presented appeared 2", "Presented"])
        driver.press(.escape)  // closed: "Under" appears again
        #expect(await driver.waitUntil { driver.lines[0] == "shown under running under appeared 3" })
        #expect(text(driver) == ["shown under running under appeared 3", "[ Present ]", "Under"])
    }

    /// A sidebar of two notes and a detail, under the summary line.
    struct SplitNotes: View {
        let log: ScreenLog
        @State private var selected: Int?

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(log.summary)
                NavigationSplitView {
                    List(selection: $selected) {
                        ForEach(1..<3) { number in NavigationLink(value: number) { Text("Note \(number)") } }
                    }
                    .logged(as: "sidebar", in: log)
                    .navigationTitle("Notes")
                } detail: {
                    Text(selected.map { "Note \($0) in full" } ?? "No note").logged(as: "detail", in: log)
                }
            }
        }
    }

    @Test func aNarrowSplitViewAppearsOnlyTheColumnItShows() async {
        let log = ScreenLog()
        let driver = Driver(size: Size(width: 40, height: 6)) { SplitNotes(log: log) }
        #expect(await driver.waitUntil { driver.lines[0] == "shown sidebar running sidebar appeared 1" })
        driver.press(.down, .enter)  // Note 2: the detail shows alone, the sidebar disappears
        #expect(await driver.waitUntil { driver.lines[0] == "shown detail running detail appeared 2" })
        #expect(text(driver).last == String(repeating: " ", count: 13) + "Note 2 in full")
        driver.press(.escape)
        #expect(await driver.waitUntil { driver.lines[0] == "shown sidebar running sidebar appeared 3" })
    }

    @Test func aWideSplitViewAppearsBothColumns() async {
        let log = ScreenLog()
        let driver = Driver(size: Size(width: 100, height: 6)) { SplitNotes(log: log) }
        #expect(await driver.waitUntil { driver.lines[0] == "shown detail,sidebar running detail,sidebar appeared 2" })
        driver.press(.down, .enter)  // the detail changes in place: nothing disappears
        #expect(await driver.waitUntil { driver.screen.contains("Note 2 in full") })
        #expect(driver.lines[0] == "shown detail,sidebar running detail,sidebar appeared 2")
    }
}
