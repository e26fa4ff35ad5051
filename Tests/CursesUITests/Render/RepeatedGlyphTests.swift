import Testing

@testable import CursesUICore

/// A run of one glyph (a rule, a box's edge, a progress bar) is drawn as the same cells as a
/// string of that glyph, whatever the clip, the background or the wide characters beneath.
@MainActor
struct RepeatedGlyphTests {
    /// A canvas with a blue stretch and a wide character for the run to cut.
    private func canvas() -> CellGrid {
        var canvas = CellGrid(size: Size(width: 10, height: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 1), style: Style(background: .blue))
        canvas.draw("存", at: Point(x: 6, y: 0), style: .plain, clip: canvas.bounds)
        return canvas
    }

    @Test(arguments: ["─" as Unicode.Scalar, "_", "█", "░", "🐷"])
    func aRunIsTheCellsOfItsString(glyph: Unicode.Scalar) {
        let clips = [Rect(x: 0, y: 0, width: 10, height: 1), Rect(x: 2, y: 0, width: 5, height: 1), Rect(x: 0, y: 0, width: 7, height: 1)]
        for clip in clips {
            for (start, count) in [(-2, 6), (1, 6), (3, 0), (5, 9)] {
                var run = canvas()
                var text = canvas()
                let runUsed = run.draw(repeating: glyph, count: count, at: Point(x: start, y: 0), style: Style(bold: true), clip: clip)
                let textUsed = text.draw(
                    String(repeating: Character(glyph), count: count), at: Point(x: start, y: 0), style: Style(bold: true), clip: clip)
                #expect(run == text, "\(glyph) ×\(count) from \(start) in \(clip): \(run.lines) against \(text.lines)")
                #expect(runUsed == textUsed, "\(glyph) ×\(count) from \(start) in \(clip)")
            }
        }
    }

    @Test func aProgressBarAndABoxDrawTheirGlyphs() {
        var canvas = CellGrid(size: Size(width: 12, height: 3))
        canvas.drawBox(Rect(x: 0, y: 0, width: 12, height: 3), lines: .double, title: "Add", style: .plain, clip: canvas.bounds)
        #expect(canvas.lines == ["╔ Add ═════╗", "║          ║", "╚══════════╝"])
        #expect(ProgressBarControl.bar(fraction: 0.55, width: 10) == "█████▌░░░░")
    }
}
