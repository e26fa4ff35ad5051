import CursesUI
import CursesUITestSupport
import Testing

@testable import ShapeStudio

/// Examples/ShapeStudio, used as PROGRAMS7.md uses it on iOS: its own shapes drawn from their
/// paths, a Canvas chart, and a custom Layout switched with AnyLayout.
@MainActor
struct ShapeStudioTests {
    /// The rows a glyph of the star's outline is on, in the Star section.
    func starRows(_ driver: Driver) -> [Int] {
        (2..<17).filter { row in driver.lines[row].contains { "┃━╱╲".contains($0) } }
    }

    @Test func theStarIsDrawnFromItsPathAndTheCornersSliderRedrawsIt() {
        let driver = Driver(environment: .appMain, app: ShapeStudioApp())
        driver.expectLines(["[☆ Shapes]| 📈 Canvas | ○ Blend | ○ Layout", "Shape Studio"])
        #expect(starRows(driver).count >= 10, "the five-pointed star fills the section's 200 points")
        let five = driver.lines
        #expect(driver.lines[17].hasPrefix("  Corners") && driver.lines[17].hasSuffix("5│"))

        driver.press(.right)  // the corners slider has focus: one step
        #expect(driver.lines[17].hasSuffix("6│"))
        #expect(driver.lines[2..<17] != five[2..<17], "six corners draw another star")
    }

    @Test func theCanvasDrawsItsGridLineAndLabel() {
        let driver = Driver(environment: .appMain, app: ShapeStudioApp())
        driver.press(.alt("2"))
        driver.expectLines([" ☆ Shapes |[📈 Canvas]| ○ Blend | ○ Layout", "Canvas Chart"])
        #expect(driver.lines[3].hasPrefix(" ─Max "), "the label drawn at the top left, over the grid")
        let grid = driver.lines[4...16].filter { $0.contains("│") && $0.contains("─") }
        #expect(grid.count >= 8, "grid lines down and across")
        #expect(driver.lines[4...16].contains { $0.contains { "┃╱╲━".contains($0) } }, "the data line")
        #expect(driver.screen.contains("[ ↻ New Data ]"))
    }

    @Test func theRadialLayoutPlacesItemsOnACircleAndTheRowPutsThemSideBySide() {
        let driver = Driver(environment: .appMain, app: ShapeStudioApp())
        driver.press(.alt("4"))
        let top = driver.lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "1" }
        #expect(top != nil, "item 1 alone at the top of the circle")
        let sides = driver.lines.first { $0.contains("6") && $0.contains("2") } ?? ""
        #expect(sides.trimmingCharacters(in: .whitespaces).count > 10, "6 and 2 on either side of it")

        driver.focus("Radial")
        driver.press(.right)
        #expect(driver.lines.contains { $0.contains("1") && $0.contains("6") && $0.count(of: { $0.isNumber }) == 6 })
    }
}

extension String {
    fileprivate func count(of isIncluded: (Character) -> Bool) -> Int { filter(isIncluded).count }
}
