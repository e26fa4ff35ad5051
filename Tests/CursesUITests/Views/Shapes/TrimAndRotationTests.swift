import CursesUI
import CursesUITestSupport
import Testing

/// `trim(from:to:)` and `rotation(_:)`/`rotationEffect(_:)` on shapes, as a progress ring and
/// a speaker's arc are written: a stroke draws only the trimmed part, starting where the turn
/// puts it.
@MainActor
struct TrimAndRotationTests {
    struct Bar: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.midY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            }
        }
    }

    @Test func aWholeCircleIsARingAndNoTrimLeavesItAlone() {
        let driver = Driver(size: Size(width: 10, height: 5)) { Circle().trim(from: 0, to: 1).stroke(.red, lineWidth: 1) }
        driver.expectLines(["╭────────╮", "│        │", "│        │", "│        │", "╰────────╯"])
    }

    @Test func aRingTrimmedToAQuarterAndTurnedBackAQuarterRunsFromTheTopToTheRight() {
        let driver = Driver(size: Size(width: 10, height: 5)) {
            Circle().trim(from: 0, to: 0.25).stroke(.red, lineWidth: 1).rotationEffect(.degrees(-90))
        }
        driver.expectLines(["     ────╮", "         │", "         │", "", ""])
    }

    @Test func aRingNotTurnedStartsAtItsRightHandPointAndRunsClockwise() {
        let driver = Driver(size: Size(width: 10, height: 5)) { Circle().trim(from: 0, to: 0.25).stroke(.red, lineWidth: 1) }
        driver.expectLines(["", "", "         │", "         │", "     ────╯"])
    }

    @Test func anEmptyTrimDrawsNothing() {
        let driver = Driver(size: Size(width: 10, height: 3)) { Circle().trim(from: 0, to: 0).stroke(.red, lineWidth: 1) }
        driver.expectLines(["", "", ""])
    }

    @Test func aPathIsTrimmedAlongItsLength() {
        let driver = Driver(size: Size(width: 10, height: 3)) { Bar().trim(from: 0, to: 0.5).stroke(.red, lineWidth: 1) }
        driver.expectLines(["", "──────", ""])  // through the cell where the half ends
    }

    @Test func aTurnedPathIsDrawnTurned() {
        let driver = Driver(size: Size(width: 9, height: 5)) { Bar().rotation(.degrees(90)).stroke(.red, lineWidth: 1) }
        driver.expectLines(["    │", "    │", "    │", "    │", "    │"])
    }
}

/// A corner radius written in points (as `App.main()` reads lengths) is two columns for 16
/// points, too little to cut a cell's centre: the card is filled to its corners, not rounded
/// away by 16 columns.
@MainActor
struct CornerRadiusInPointsTests {
    @Test func aCardsCornerRadiusOf16PointsIsTwoColumns() {
        let driver = Driver(size: Size(width: 12, height: 4), environment: .appMain) { RoundedRectangle(cornerRadius: 16).fill(.red) }
        let screen = driver.terminal.screen
        let filled = (0..<4).map { y in String((0..<12).map { x in screen[x, y].style.background == .red ? "#" : "." }) }
        #expect(filled == ["############", "############", "############", "############"])
    }
}
