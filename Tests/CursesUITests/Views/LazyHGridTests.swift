import CursesUI
import CursesUITestSupport
import Testing

/// `LazyHGrid` fills its rows column by column, each column as wide as its widest item, and in
/// a horizontal `ScrollView` its items appear as they scroll into view, as on iOS.
@MainActor
@Suite(.serialized)
struct LazyHGridTests {
    func text(_ driver: Driver) -> [String] {
        driver.lines.map { line in
            var row = line
            while row.last == " " { row.removeLast() }
            return row
        }.filter { !$0.isEmpty }
    }

    @Test func threeFixedRowsFillColumnByColumnEachAsWideAsItsWidestItem() {
        let driver = Driver {
            VStack(alignment: .leading, spacing: 0) {
                Text("Numbers")
                ScrollView(.horizontal) {
                    LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1)), GridItem(.fixed(1))]) {
                        ForEach(0..<30) { Text("\($0)") }
                    }
                }
            }
        }
        #expect(
            text(driver) == [
                "Numbers", "0 3 6 9  12 15 18 21 24 27", "1 4 7 10 13 16 19 22 25 28", "2 5 8 11 14 17 20 23 26 29",
            ])
    }

    @Test func anAdaptiveRowFitsAsManyRowsAsTheHeightHolds() {
        let driver = Driver(size: Size(width: 80, height: 6)) {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.adaptive(minimum: 2))], alignment: .top, spacing: 2) {
                    ForEach(0..<12) { Text("Item \($0)") }
                }
            }
        }
        // Three rows of two lines in six: each item at the top of its cell, two cells apart.
        #expect(
            driver.lines.prefix(5) == [
                "Item 0  Item 3  Item 6  Item 9", "", "Item 1  Item 4  Item 7  Item 10", "", "Item 2  Item 5  Item 8  Item 11",
            ])
    }

    struct ScrollingGrid: View {
        let log: RowLog

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(log.summary)
                ScrollView(.horizontal) {
                    LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))]) {
                        ForEach(0..<60) { number in
                            Button("\(number)") {}
                                .logged(as: number, in: log)
                        }
                    }
                }
            }
        }
    }

    @Test func itemsAppearAsTheGridScrollsIntoViewAndDisappearAsTheyLeave() async {
        let log = RowLog()
        let driver = Driver { ScrollingGrid(log: log) }
        // Items 0 to 25 are in view (25 in part) in two rows: only they appeared.
        #expect(await driver.waitUntil { driver.lines[0] == "shown 0-25 running 0-25 appeared 26" })
        #expect(
            text(driver) == [
                "shown 0-25 running 0-25 appeared 26",
                "[ 0 ] [ 2 ] [ 4 ] [ 6 ] [ 8 ] [ 10 ] [ 12 ] [ 14 ] [ 16 ] [ 18 ] [ 20 ] [ 22 ] [",
                "[ 1 ] [ 3 ] [ 5 ] [ 7 ] [ 9 ] [ 11 ] [ 13 ] [ 15 ] [ 17 ] [ 19 ] [ 21 ] [ 23 ] [",
            ])
        // Tab to item 30: the grid scrolls to show it, items 0 to 7 disappear, their tasks cancelled.
        for _ in 0..<30 { driver.press(.tab) }
        #expect(await driver.waitUntil { driver.lines[0] == "shown 8-31 running 8-31 appeared 32" })
        #expect(
            text(driver) == [
                "shown 8-31 running 8-31 appeared 32",
                "8 ] [ 10 ] [ 12 ] [ 14 ] [ 16 ] [ 18 ] [ 20 ] [ 22 ] [ 24 ] [ 26 ] [ 28 ] [ 30 ]",
                "9 ] [ 11 ] [ 13 ] [ 15 ] [ 17 ] [ 19 ] [ 21 ] [ 23 ] [ 25 ] [ 27 ] [ 29 ] [ 31 ]",
            ])
    }
}
