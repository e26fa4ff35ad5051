import CursesUI
import CursesUITestSupport
import Testing

@testable import CursesUICore

/// Shapes, shape styles and gradients as a terminal draws them: outlines in box-drawing
/// lines, fills as background-coloured cells.
@MainActor
struct ShapeTests {
    /// The screen's rows with `#` for each cell whose background is `color`, `.` elsewhere.
    func cells(_ driver: Driver, filledWith color: Color, rows: Int, columns: Int) -> [String] {
        (0..<rows).map { y in
            String((0..<columns).map { x in driver.terminal.screen[x, y].style.background == color ? "#" : "." })
        }
    }

    @Test func aRectangleStrokeIsABoxInTheStylesColour() {
        let driver = Driver(size: Size(width: 10, height: 4)) { Rectangle().stroke(.red).frame(width: 6, height: 3) }
        driver.expectLines(["┌────┐", "│    │", "└────┘"])
        #expect(driver.terminal.screen[0, 0].style.foreground == .red)
        #expect(driver.terminal.screen[5, 2].style.foreground == .red)
    }

    @Test func roundShapesHaveRoundCornersAndAWideLineIsHeavy() {
        let driver = Driver(size: Size(width: 20, height: 8)) {
            VStack(alignment: .leading, spacing: 0) {
                RoundedRectangle(cornerRadius: 8).stroke(Color.blue).frame(width: 5, height: 3)
                Capsule().strokeBorder(.green, lineWidth: 1).frame(width: 5, height: 2)
                Rectangle().stroke(.primary, lineWidth: 2).frame(width: 4, height: 2)
            }
        }
        driver.expectLines(["╭───╮", "│   │", "╰───╯", "╭───╮", "╰───╯", "┏━━┓", "┗━━┛"])
        #expect(driver.terminal.screen[0, 0].style.foreground == .blue)
    }

    @Test func aShapeTakesTheSpaceItIsOffered() {
        let driver = Driver(size: Size(width: 8, height: 3)) { Rectangle().stroke() }
        driver.expectLines(["┌──────┐", "│      │", "└──────┘"])
    }

    @Test func aCircleFillCoversTheCellsInsideItsCircleCentredInTheFrame() {
        let driver = Driver(size: Size(width: 14, height: 5)) { Circle().fill(.blue).frame(width: 14, height: 5) }
        #expect(
            cells(driver, filledWith: .blue, rows: 5, columns: 14) == [
                "....######....",
                "..##########..",
                "..##########..",
                "..##########..",
                "....######....",
            ])
    }

    @Test func aCapsuleAndAnEllipseLeaveOutTheirCorners() {
        let driver = Driver(size: Size(width: 12, height: 6)) {
            VStack(alignment: .leading, spacing: 0) {
                Capsule().fill(.green).frame(width: 12, height: 3)
                Ellipse().fill(.green).frame(width: 12, height: 3)
            }
        }
        #expect(
            cells(driver, filledWith: .green, rows: 6, columns: 12) == [
                ".##########.",
                "############",
                ".##########.",
                "..########..",
                "############",
                "..########..",
            ])
    }

    @Test func aShapeWithoutAStyleIsABlockInTheTextColour() {
        let driver = Driver(size: Size(width: 4, height: 1)) { Rectangle().frame(width: 3, height: 1) }
        #expect(driver.terminal.screen[0, 0].style.reverse)
        #expect(driver.terminal.screen[2, 0].style.reverse)
        #expect(!driver.terminal.screen[3, 0].style.reverse)
    }

    @Test func aLinearGradientStepsThroughTheColoursAcrossTheCells() {
        let driver = Driver(size: Size(width: 8, height: 1)) {
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        }
        let colors = (0..<8).map { driver.terminal.screen[$0, 0].style.background }
        #expect(colors.first == Color.red.mixed(with: .blue, by: 1.0 / 16))
        #expect(colors.last == Color.red.mixed(with: .blue, by: 15.0 / 16))
        #expect(Set(colors).count == 8, "each cell a step further")
        let numbers = colors.map { $0.terminalNumber(colors: 256, isBackground: true) }
        #expect(Set(numbers).count >= 4, "at least four of the 256 colours: \(numbers)")
        #expect(
            colors.map { $0.terminalNumber(colors: 8, isBackground: true) } == [1, 1, 1, 1, 4, 4, 4, 4], "the nearer end's colour with 8")
    }

    @Test func textOverAFilledShapeKeepsTheFill() {
        let driver = Driver(size: Size(width: 10, height: 1)) {
            HStack(alignment: .top) {
                Text("Done").padding(.horizontal, 1).background(Color.green, in: Capsule())
                Text("x")
            }
        }
        driver.expectLines([" Done  x"])
        #expect((0..<6).allSatisfy { driver.terminal.screen[$0, 0].style.background == .green })
        #expect(driver.terminal.screen[7, 0].style.background == .default, "the background is as wide as the label")
    }

    @Test func aColourIsAViewFillingItsSpace() {
        let driver = Driver(size: Size(width: 5, height: 2)) {
            VStack(alignment: .leading, spacing: 0) {
                Color.cyan.frame(height: 1)
                Text("ok")
            }
        }
        #expect((0..<5).allSatisfy { driver.terminal.screen[$0, 0].style.background == .cyan })
        driver.expectLines(["", "ok"])
    }

    @Test func anOverlayIsSizedByTheViewUnderIt() {
        let driver = Driver(size: Size(width: 12, height: 3)) {
            Text("Swatch").padding(.horizontal, 1).overlay(RoundedRectangle(cornerRadius: 4).stroke(.red))
        }
        // A one-row stroke is a line, as wide as the label the overlay sits on.
        driver.expectLines(["────────"])
    }

    @Test func aFilledShapeCanBeOutlinedOverItsFill() {
        let driver = Driver(size: Size(width: 6, height: 3)) { Circle().fill(.yellow).stroke(.red).frame(width: 6, height: 3) }
        driver.expectLines(["╭────╮", "│    │", "╰────╯"])
        #expect(driver.terminal.screen[1, 0].style.foreground == .red)
        #expect(driver.terminal.screen[1, 0].style.background == .yellow, "the outline keeps the fill behind it")
        #expect(driver.terminal.screen[0, 0].style.background == .default, "a circle leaves its corners out")
        #expect(driver.terminal.screen[2, 1].style.background == .yellow)
    }

    @Test func aBadgeSitsInTheTopTrailingCornerOfAnOverlay() {
        let driver = Driver(size: Size(width: 10, height: 2)) {
            Text("Inbox  ").overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 2, height: 1) }
        }
        driver.expectLines(["Inbox"])
        #expect(driver.terminal.screen[4, 0].style.background == .default)
        #expect(driver.terminal.screen[5, 0].style.background == .red && driver.terminal.screen[6, 0].style.background == .red)
    }

    @Test func backgroundInAShapeFillsWithTheBackgroundStyle() {
        let driver = Driver(size: Size(width: 6, height: 1)) {
            HStack(alignment: .top, spacing: 0) {
                Text("ab").background(in: Capsule()).backgroundStyle(.blue)
                Text("cd").background(in: Capsule())
            }
        }
        driver.expectLines(["abcd"])
        #expect(driver.terminal.screen[0, 0].style.background == .blue)
        #expect(driver.terminal.screen[2, 0].style.background == Style().background, "the terminal's own background")
    }

    @Test func anErasedShapeDrawsAsTheShapeItHolds() {
        let driver = Driver(size: Size(width: 4, height: 4)) {
            VStack(alignment: .leading, spacing: 0) {
                AnyShape(Capsule()).stroke(.red).frame(width: 4, height: 2)
                AnyShape(UnevenRoundedRectangle()).stroke(.red).frame(width: 4, height: 2)
            }
        }
        driver.expectLines(["╭──╮", "╰──╯", "┌──┐", "└──┘"])
    }
}
