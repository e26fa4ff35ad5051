import CursesUI
import CursesUITestSupport
import Testing

/// A shape of the program's own, described by `path(in:)` in `CGRect`/`CGPoint`, and a `Path`
/// used as a view: filled cell by cell, stroked with line glyphs.
@MainActor
struct CustomShapeTests {
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    /// The screen with `#` for each cell filled with `colour`, and `▀` or `▄` for a cell whose
    /// upper or lower half is.
    func filled(_ driver: Driver, _ colour: Color) -> [String] {
        let screen = driver.terminal.screen
        return (0..<screen.size.height).map { y in
            String(
                (0..<screen.size.width).map { x -> Character in
                    let cell = screen[x, y]
                    if cell.style.background == colour { return "#" }
                    if ["▀", "▄"].contains(cell.text), cell.style.foreground == colour { return Character(cell.text) }
                    return "."
                })
        }
    }

    /// A cell is two halves, each filled when the path holds its middle: the triangle's slopes
    /// step by half rows.
    @Test func aShapeOfTheProgramsOwnFillsTheCellsInsideItsPath() {
        let driver = Driver(size: Size(width: 12, height: 4)) { Triangle().fill(.red) }
        #expect(
            filled(driver, .red) == [
                ".....▄▄.....",
                "...▄####▄...",
                "..▄######▄..",
                "▄##########▄",
            ])
    }

    struct Wedge: Shape {
        var fraction: Double
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.minX + rect.width * fraction, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.minX + rect.width * fraction, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    struct Progress: View {
        @State private var fraction = 0.25
        var body: some View {
            VStack {
                Wedge(fraction: fraction).fill(.green).frame(height: 1)
                Button("More") { fraction += 0.25 }
            }
        }
    }

    @Test func aShapeRedrawsWhenItsPropertiesChange() {
        let driver = Driver(size: Size(width: 8, height: 2)) { Progress() }
        #expect(filled(driver, .green)[0] == "##......")
        driver.press(.enter)
        #expect(filled(driver, .green)[0] == "####....")
    }

    @Test func aPathIsAViewStrokedAlongItsLines() {
        let driver = Driver(size: Size(width: 10, height: 3)) {
            Path { path in
                path.move(to: CGPoint(x: 0, y: 8))
                path.addLine(to: CGPoint(x: 79, y: 8))
                path.addLine(to: CGPoint(x: 79, y: 50))
            }
            .stroke(.blue, lineWidth: 1)
        }
        driver.expectLines(["─────────│", "         │", "         │"])  // the corner cell takes the line turning down
        #expect(driver.terminal.screen[0, 0].style.foreground == .blue)
    }

    @Test func anArcAroundItsCentreFillsACircle() {
        let driver = Driver(size: Size(width: 9, height: 5)) {
            Path { path in
                path.move(to: CGPoint(x: 36, y: 42))
                path.addArc(center: CGPoint(x: 36, y: 42), radius: 36, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
            }
            .fill(.yellow)
        }
        #expect(filled(driver, .yellow) == ["..▄▄▄▄▄..", "▄#######▄", "#########", "▀#######▀", "..▀▀▀▀▀.."])
    }
}
