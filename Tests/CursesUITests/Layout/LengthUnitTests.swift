import CursesUI
import CursesUITestSupport
import Testing

/// `.environment(\.lengthUnit, .points)` reads the lengths a program writes as SwiftUI's
/// points (about 8 a column, 17 a row, rounded); `.cells`, the default, takes them as they are.
@MainActor
struct LengthUnitTests {
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 17) {
                HStack(spacing: 16) {
                    Text("A")
                    Text("B")
                }
                Text("C").padding(.leading, 24.0)
                Text("D").frame(width: 40, alignment: .trailing)
                Text("E").padding(.vertical, 4).offset(x: 8)
                Grid(horizontalSpacing: 24) {
                    GridRow {
                        Text("F")
                        Text("G")
                    }
                }
            }
            .padding()
        }
    }

    @Test func pointsBecomeCellsAtAboutEightAColumnAndSeventeenARow() {
        var environment = EnvironmentValues()
        environment.lengthUnit = .points
        let driver = Driver(size: Size(width: 12, height: 12), environment: environment) { Card() }
        driver.expectLines([
            "",
            " A  B",  // 16 points: 2 columns
            "",  // 17 points: 1 row
            "    C",  // 24 points: 3 columns, after the default padding of one cell
            "",
            "     D",  // 40 points wide: 5 columns
            "",
            "  E",  // 4 points of padding: none; moved 8 points: 1 column
            "",
            " F   G",  // 24 points: 3 columns
            "",
            "",
        ])
    }

    @Test func cellsTakeTheLengthsAsTheyAre() {
        let driver = Driver(size: Size(width: 50, height: 90)) { Card() }
        driver.expectLine(1, " A" + String(repeating: " ", count: 16) + "B")
        driver.expectLine(19, String(repeating: " ", count: 25) + "C")
        driver.expectLine(37, String(repeating: " ", count: 40) + "D")
        driver.expectLine(59, String(repeating: " ", count: 9) + "E")
        driver.expectLine(81, " F" + String(repeating: " ", count: 24) + "G")
    }

    @Test func theDefaultsStayTheFrameworksInPoints() {
        var environment = EnvironmentValues()
        environment.lengthUnit = .points
        let driver = Driver(size: Size(width: 12, height: 4), environment: environment) {
            VStack {
                HStack {
                    Text("A")
                    Text("B")
                }
                Text("C").padding()
            }
        }
        driver.expectLines(["A B", "", " C", ""])
    }

    @Test func aFrameOfAFewPointsKeepsOneCell() {
        var environment = EnvironmentValues()
        environment.lengthUnit = .points
        // An 8-point progress bar and a 4-point swatch stay visible, as on iOS.
        let driver = Driver(size: Size(width: 6, height: 3), environment: environment) {
            VStack(alignment: .leading, spacing: 0) {
                Text("A")
                Color.green.frame(width: 16, height: 8)
                Color.red.frame(width: 4, height: 17)
            }
        }
        driver.expectLines(["A", "", ""])
        #expect((0..<6).map { driver.terminal.screen[$0, 1].style.background } == [.green, .green, .default, .default, .default, .default])
        #expect(driver.terminal.screen[0, 2].style.background == .red)
        #expect(driver.terminal.screen[1, 2].style.background == .default)
    }
}
