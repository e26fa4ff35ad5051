import CursesUI
import CursesUITestSupport
import Testing

/// The rows of a `List` (and of the lazy stacks in a `ScrollView`) appear as they scroll into
/// view, as on iOS: a row's `onAppear` and `task` run when it comes into the window, its
/// `onDisappear` runs and its `task` is cancelled when it leaves, and all of them run again
/// when it comes back. The header line shows what the rows reported.
@MainActor
@Suite(.serialized)
struct LazyRowLifecycleTests {

    struct HundredRows: View {
        let log: RowLog
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(log.summary)
                List {
                    ForEach(0..<100) { number in
                        Button("Row \(number)") {}
                            .logged(as: number, in: log)
                    }
                }
            }
        }
    }

    @Test func onlyTheRowsInViewAppearAndScrollingAppearsAndDisappearsThem() async {
        let log = RowLog()
        let driver = Driver { HundredRows(log: log) }
        // 23 lines of list under the header: rows 0 to 22 are in view, and only they appeared.
        #expect(await driver.waitUntil { driver.lines[0] == "shown 0-22 running 0-22 appeared 23" })
        #expect(driver.linesBesideScrollIndicator == ["shown 0-22 running 0-22 appeared 23"] + RowLog.buttons(0...22))
        driver.press(.pageDown)  // a page on: rows 22 to 44, the focus on row 22
        #expect(await driver.waitUntil { driver.lines[0] == "shown 22-44 running 22-44 appeared 45" })
        #expect(driver.linesBesideScrollIndicator == ["shown 22-44 running 22-44 appeared 45"] + RowLog.buttons(22...44))
        driver.press(.pageUp)  // back: rows 0 to 21 appear again, their tasks start again
        #expect(await driver.waitUntil { driver.lines[0] == "shown 0-22 running 0-22 appeared 67" })
        #expect(driver.linesBesideScrollIndicator == ["shown 0-22 running 0-22 appeared 67"] + RowLog.buttons(0...22))
    }

    @Test func arrowingPastTheLastRowInViewAppearsTheNextAndDisappearsTheFirst() async {
        let log = RowLog()
        let driver = Driver { HundredRows(log: log) }
        #expect(await driver.waitUntil { driver.lines[0] == "shown 0-22 running 0-22 appeared 23" })
        for _ in 0..<23 { driver.press(.down) }  // the focus from row 0 to row 23: one line on
        #expect(await driver.waitUntil { driver.lines[0] == "shown 1-23 running 1-23 appeared 24" })
        #expect(driver.linesBesideScrollIndicator == ["shown 1-23 running 1-23 appeared 24"] + RowLog.buttons(1...23))
    }

    /// A list that loads its next page when its last row, "Loading more…", scrolls into view:
    /// the pattern of paged lists on iOS.
    @MainActor
    @Observable
    final class Pages {
        var items = Array(0..<30)
        let total = 75

        func loadNextPage() async {
            await Task.yield()  // as a service would answer, later
            items += items.count..<min(total, items.count + 30)
        }
    }

    struct PagedList: View {
        let pages: Pages
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("\(pages.items.count) of \(pages.total) loaded")
                List {
                    ForEach(pages.items, id: \.self) { Button("Item \($0)") {} }
                    if pages.items.count < pages.total {
                        Text("Loading more…").task { await pages.loadNextPage() }
                    } else {
                        Text("All \(pages.total) items")
                    }
                }
            }
        }
    }

    @Test func aLoadMoreRowLoadsEachPageAsItScrollsIntoViewToTheEnd() async {
        let pages = Pages()
        let driver = Driver { PagedList(pages: pages) }
        // "Loading more…" is the 31st row, below the 23 in view: nothing more loads yet.
        #expect(await driver.waitUntil { !driver.app.graph.needsUpdate })
        #expect(driver.linesBesideScrollIndicator == ["30 of 75 loaded"] + (0...22).map { "[ Item \($0) ]" })
        driver.press(.pageDown)  // the last page of 31 rows: "Loading more…" comes into view
        #expect(await driver.waitUntil { driver.lines[0] == "60 of 75 loaded" })
        #expect(driver.linesBesideScrollIndicator == ["60 of 75 loaded"] + (8...30).map { "[ Item \($0) ]" })
        driver.press(.pageDown)  // rows 30 to 52: "Loading more…", now row 60, is not in view
        #expect(driver.linesBesideScrollIndicator == ["60 of 75 loaded"] + (30...52).map { "[ Item \($0) ]" })
        driver.press(.pageDown)  // the last page again: it loads the last 15
        #expect(await driver.waitUntil { driver.lines[0] == "75 of 75 loaded" })
        driver.press(.pageDown)
        #expect(await driver.waitUntil { driver.lines.last?.hasPrefix("All 75 items") == true })
        #expect(driver.linesBesideScrollIndicator == ["75 of 75 loaded"] + (53...74).map { "[ Item \($0) ]" } + ["All 75 items"])
    }
}
