import CursesUI
import Testing

struct CellGridTests {
    @Test func wideCharacterTakesTwoCellsAndOverwritingHalfBlanksTheOtherHalf() {
        var canvas = CellGrid(size: Size(width: 4, height: 1))
        canvas.draw("中x", at: .zero, style: .plain, clip: canvas.bounds)
        #expect(canvas.lines == ["中x "])
        canvas.draw("y", at: Point(x: 1, y: 0), style: .plain, clip: canvas.bounds)
        #expect(canvas.lines == [" yx "])
    }

    @Test func aWideCharacterThatWouldStraddleTheClipIsNotDrawn() {
        var canvas = CellGrid(size: Size(width: 3, height: 1))
        let used = canvas.draw("a中", at: .zero, style: .plain, clip: Rect(x: 0, y: 0, width: 2, height: 1))
        #expect(used == 1)
        #expect(canvas.lines == ["a  "])
    }

    @Test func changesListOnlyTheCellsThatDiffer() {
        let before = CellGrid(size: Size(width: 10, height: 2))
        var after = before
        after.draw("ab", at: Point(x: 3, y: 1), style: .plain, clip: after.bounds)
        let runs = after.changes(from: before, in: [after.bounds])
        #expect(runs.count == 1)
        #expect(runs[0].x == 3 && runs[0].y == 1)
        #expect(runs[0].cells.map(\.text) == ["a", "b"])
    }

    @Test func changesIncludeWholeWideCharacters() {
        var before = CellGrid(size: Size(width: 4, height: 1))
        before.draw("中", at: Point(x: 0, y: 0), style: .plain, clip: before.bounds)
        var after = before
        after.draw("文", at: Point(x: 0, y: 0), style: .plain, clip: after.bounds)
        let runs = after.changes(from: before, in: [after.bounds])
        #expect(runs.first?.x == 0)
        #expect(runs.first?.cells.count == 2)
        var screen = before
        screen.apply(runs)
        #expect(screen == after)
    }

    @Test func aClusterLongerThanACellHoldsInlineIsDrawnWholeAndDiffedByWhatItShows() {
        let family = "👨‍👩‍👧‍👦"  // 25 bytes of UTF-8
        var before = CellGrid(size: Size(width: 4, height: 1))
        before.draw(family + "é", at: .zero, style: .plain, clip: before.bounds)
        #expect(before.lines == [family + "é "])
        var after = before
        after.draw("👩‍👩‍👦‍👦", at: .zero, style: .plain, clip: after.bounds)
        let runs = after.changes(from: before, in: [after.bounds])
        #expect(runs.first?.cells.first?.text == "👩‍👩‍👦‍👦")
        var redrawn = before
        redrawn.draw(family, at: .zero, style: .plain, clip: redrawn.bounds)
        #expect(redrawn.changes(from: before, in: [redrawn.bounds]).isEmpty)
    }
}
