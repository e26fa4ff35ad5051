import Testing

@testable import PiggyBank

struct FoldedRowsTests {
    @Test func aFoldedRunShowsOnlyItsFirstRow() {
        let rows = FoldedRows(total: 10, folded: [5..<8, 1..<3])
        #expect(rows.count == 7)
        #expect((0..<rows.count).map(rows.row(at:)) == [0, 1, 3, 4, 5, 8, 9])
        #expect(rows.foldedRun(startingAt: 5) == 5..<8)
        #expect(rows.foldedRun(startingAt: 6) == nil)
    }

    @Test func runsPastTheEndAreClippedAndEmptyOnesIgnored() {
        let rows = FoldedRows(total: 4, folded: [2..<9, 7..<9, 1..<1])
        #expect(rows.count == 3)
        #expect((0..<rows.count).map(rows.row(at:)) == [0, 1, 2])
        #expect(FoldedRows(total: 1_000_000, folded: [0..<999_999]).count == 2)
        #expect(FoldedRows(total: 1_000_000, folded: [0..<999_999]).row(at: 1) == 999_999)
    }
}
