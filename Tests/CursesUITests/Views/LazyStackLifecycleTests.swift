import CursesUI
import CursesUITestSupport
import Testing

/// In a `ScrollView`, the views of a `LazyVStack` appear as they scroll into view, as on iOS,
/// while those of a plain `VStack` all appear at once, as SwiftUI makes them. The header line
/// shows what the rows reported.
@MainActor
@Suite(.serialized)
struct LazyStackLifecycleTests {
    /// A hundred lines of text in a lazy stack: nothing in the scroll view takes focus.
    struct HundredLines: View {
        let log: RowLog

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(log.summary)
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<100) { number in
                            Text("Line \(number)")
                                .logged(as: number, in: log)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
    }

    /// A hundred buttons in a scroll view, stacked by a `LazyVStack` or a `VStack`, each
    /// recording its `onAppear`, `onDisappear` and `task`.
    struct HundredRows: View {
        let log: RowLog
        let isLazy: Bool

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(log.summary)
                ScrollView {
                    if isLazy {
                        LazyVStack(alignment: .leading, spacing: 0) { rows }.frame(maxWidth: .infinity, alignment: .leading)
                    } else {
                        VStack(alignment: .leading, spacing: 0) { rows }.frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
            }
        }

        var rows: some View {
            ForEach(0..<100) { number in
                Button("Row \(number)") {}
                    .logged(as: number, in: log)
            }
        }
    }

    @Test func aLazyStackAppearsOnlyTheRowsInViewAndPagingMovesThem() async {
        let log = RowLog()
        let driver = Driver { HundredRows(log: log, isLazy: true) }
        // 23 lines of scroll view under the header: rows 0 to 22 are in view, and only they appeared.
        #expect(await driver.waitUntil { driver.lines[0] == "shown 0-22 running 0-22 appeared 23" })
        #expect(driver.linesBesideScrollIndicator == ["shown 0-22 running 0-22 appeared 23"] + RowLog.buttons(0...22))
        driver.press(.pageDown)  // a page on: rows 22 to 44
        #expect(await driver.waitUntil { driver.lines[0] == "shown 22-44 running 22-44 appeared 45" })
        #expect(driver.linesBesideScrollIndicator == ["shown 22-44 running 22-44 appeared 45"] + RowLog.buttons(22...44))
        driver.press(.pageUp)  // back: rows 0 to 21 appear again, their tasks start again
        #expect(await driver.waitUntil { driver.lines[0] == "shown 0-22 running 0-22 appeared 67" })
        #expect(driver.linesBesideScrollIndicator == ["shown 0-22 running 0-22 appeared 67"] + RowLog.buttons(0...22))
    }

    @Test func arrowingPastTheLastRowOfALazyStackAppearsTheNextAndDisappearsTheFirst() async {
        let log = RowLog()
        let driver = Driver { HundredRows(log: log, isLazy: true) }
        #expect(await driver.waitUntil { driver.lines[0] == "shown 0-22 running 0-22 appeared 23" })
        for _ in 0..<23 { driver.press(.down) }  // the focus from row 0 to row 23: one line on
        #expect(await driver.waitUntil { driver.lines[0] == "shown 1-23 running 1-23 appeared 24" })
        #expect(driver.linesBesideScrollIndicator == ["shown 1-23 running 1-23 appeared 24"] + RowLog.buttons(1...23))
    }

    @Test func aPlainStackAppearsAllItsRowsAtOnceAndPagingChangesNothing() async {
        let log = RowLog()
        let driver = Driver { HundredRows(log: log, isLazy: false) }
        #expect(await driver.waitUntil { driver.lines[0] == "shown 0-99 running 0-99 appeared 100" })
        #expect(driver.linesBesideScrollIndicator == ["shown 0-99 running 0-99 appeared 100"] + RowLog.buttons(0...22))
        driver.press(.pageDown)
        #expect(await driver.waitUntil { !driver.app.graph.needsUpdate })
        #expect(driver.linesBesideScrollIndicator == ["shown 0-99 running 0-99 appeared 100"] + RowLog.buttons(22...44))
    }

    /// The helper's first arrow test waited for this screen for ever: ↓ did nothing in a scroll
    /// view whose rows take no focus. It moves the window a line now, as a pager does.
    @Test func arrowsMoveALazyStackOfTextALineAtATime() async {
        let log = RowLog()
        let driver = Driver { HundredLines(log: log) }
        let lines = { (numbers: ClosedRange<Int>) in numbers.map { "Line \($0)" } }
        #expect(await driver.waitUntil { driver.lines[0] == "shown 0-22 running 0-22 appeared 23" })
        #expect(driver.linesBesideScrollIndicator == ["shown 0-22 running 0-22 appeared 23"] + lines(0...22))
        driver.press(.down, .down, .down)
        #expect(await driver.waitUntil { driver.lines[0] == "shown 3-25 running 3-25 appeared 26" })
        #expect(driver.linesBesideScrollIndicator == ["shown 3-25 running 3-25 appeared 26"] + lines(3...25))
        driver.press(.up)
        #expect(await driver.waitUntil { driver.lines[0] == "shown 2-24 running 2-24 appeared 27" })
        #expect(driver.linesBesideScrollIndicator == ["shown 2-24 running 2-24 appeared 27"] + lines(2...24))
        driver.press(.pageDown)  // a page: 22 lines on
        #expect(await driver.waitUntil { driver.lines[0] == "shown 24-46 running 24-46 appeared 49" })
        #expect(driver.linesBesideScrollIndicator == ["shown 24-46 running 24-46 appeared 49"] + lines(24...46))
    }
}
