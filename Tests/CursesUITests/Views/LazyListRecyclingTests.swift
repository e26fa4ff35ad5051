import CursesUITestSupport
import Testing

@testable import CursesUICore

/// A ``LazyList`` gives the nodes of the rows a page scrolls out to the rows it scrolls in, as a
/// list recycles its cells, but only where the new row could not tell: a row with state, or
/// with an action when it appears or leaves, is built anew, so each row is its own identity.
@MainActor
struct LazyListRecyclingTests {
    struct Rows<Row: View>: View {
        @State private var selection: Int? = 0
        let row: (Int) -> Row
        init(@ViewBuilder row: @escaping (Int) -> Row) { self.row = row }
        var body: some View {
            LazyList(count: 100, selection: $selection) { index in row(index) }
        }
    }

    /// A row whose state starts from its index: a recycled node would show the old row's.
    struct StatefulRow: View {
        let index: Int
        @State private var first: Int
        init(index: Int) {
            self.index = index
            _first = State(initialValue: index)
        }
        var body: some View { Text("row \(index) state \(first)") }
    }

    final class Log {
        var appeared: [Int] = []
        var disappeared: [Int] = []
    }

    /// The nodes of the list's rows, in order.
    private func rowNodes(_ driver: Driver) -> [ObjectIdentifier] {
        var pending: [Node] = [driver.app.graph.root]
        while let node = pending.popLast() {
            if node.control is ListControl { return node.children.map(ObjectIdentifier.init) }
            pending += node.children
        }
        return []
    }

    /// Two pages down: the first takes the selection to the last row in view, the second
    /// scrolls rows 4 to 8 into view (a page is the height less one row).
    private func scrollFourRows(_ driver: Driver) { driver.press(.pageDown, .pageDown) }

    private func starts(_ driver: Driver) -> [String] { driver.lines.map { String($0.prefix(6)) } }

    @Test func statelessRowsKeepTheirNodesAndShowTheirNewContent() {
        let driver = Driver(size: Size(width: 30, height: 5)) { Rows { Text("row \($0)") } }
        #expect(starts(driver) == ["row 0 ", "row 1 ", "row 2 ", "row 3 ", "row 4 "])
        let before = rowNodes(driver)
        scrollFourRows(driver)
        #expect(starts(driver) == ["row 4 ", "row 5 ", "row 6 ", "row 7 ", "row 8 "])
        #expect(Set(rowNodes(driver)) == Set(before), "the same nodes show the new rows")
        driver.press(.pageUp, .pageUp)
        #expect(starts(driver) == ["row 0 ", "row 1 ", "row 2 ", "row 3 ", "row 4 "])
    }

    @Test func rowsWithStateAreBuiltAnewWithTheirOwnState() {
        let driver = Driver(size: Size(width: 30, height: 5)) { Rows { StatefulRow(index: $0) } }
        let before = rowNodes(driver)
        scrollFourRows(driver)
        for (line, index) in zip(driver.lines, 4...8) { #expect(line.hasPrefix("row \(index) state \(index) "), "\(line)") }
        // Row 4 stays the row it was; rows 5 to 8 are new, each with a node of its own.
        #expect(Set(rowNodes(driver)).intersection(before) == [before[4]])
    }

    @Test func rowsWithLifecycleActionsAppearAndDisappearAsTheyScroll() {
        let log = Log()
        let driver = Driver(size: Size(width: 30, height: 5)) {
            Rows { index in
                Text("row \(index)").onAppear { log.appeared.append(index) }.onDisappear { log.disappeared.append(index) }
            }
        }
        #expect(log.appeared == [0, 1, 2, 3, 4])
        scrollFourRows(driver)
        #expect(starts(driver) == ["row 4 ", "row 5 ", "row 6 ", "row 7 ", "row 8 "])
        #expect(log.disappeared.sorted() == [0, 1, 2, 3])
        #expect(log.appeared == [0, 1, 2, 3, 4, 5, 6, 7, 8])
    }

    @Test func rowsWithOnlyAnAppearActionAppearEachTimeTheyScrollIn() {
        let log = Log()
        let driver = Driver(size: Size(width: 30, height: 5)) {
            Rows { index in Text("row \(index)").onAppear { log.appeared.append(index) } }
        }
        scrollFourRows(driver)
        #expect(starts(driver) == ["row 4 ", "row 5 ", "row 6 ", "row 7 ", "row 8 "])
        #expect(log.appeared == [0, 1, 2, 3, 4, 5, 6, 7, 8])
    }

    @Test func rowsWithATaskStartItForEachNewRow() async {
        let log = Log()
        let driver = Driver(size: Size(width: 30, height: 5)) {
            Rows { index in Text("row \(index)").task { log.appeared.append(index) } }
        }
        #expect(await driver.waitUntil { log.appeared.count == 5 })
        scrollFourRows(driver)
        #expect(await driver.waitUntil { log.appeared.count == 9 })
        #expect(starts(driver) == ["row 4 ", "row 5 ", "row 6 ", "row 7 ", "row 8 "])
        #expect(log.appeared.sorted() == [0, 1, 2, 3, 4, 5, 6, 7, 8])
    }
}
