import CursesUI
import CursesUITestSupport
import Testing

/// `AxisGridLine` in a chart's axis marks: a dim dashed line across the plot at each value,
/// under the marks.
@MainActor
struct ChartGridLineTests {
    struct Day: Identifiable {
        let name: String
        let steps: Double
        var id: String { name }
    }

    static let days = [Day(name: "Mon", steps: 4), Day(name: "Tue", steps: 10)]

    @Test func yGridLinesCrossThePlotAtTheValuesUnderTheBars() {
        let driver = Driver(size: Size(width: 12, height: 7)) {
            Chart(Self.days) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.steps)) }
                .chartYAxis {
                    AxisMarks { _ in
                        AxisGridLine()
                        AxisValueLabel()
                    }
                }
        }
        driver.expectLines(["┈┈┈┈███┈┈ 10", "┈┈┈┈███┈┈ 8", "┈┈┈┈███┈┈ 6", "▃▃▃┈███┈┈ 4", "███┈███┈┈ 2", "███┈███┈┈ 0", "Mon Tue"])
        let gridCell = driver.terminal.screen[0, 0]
        #expect(gridCell.style.dim)
    }

    @Test func gridLinesWithoutLabelsTakeNoAxisColumns() {
        let driver = Driver(size: Size(width: 10, height: 6)) {
            Chart(Self.days) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.steps)) }
                .chartYAxis { AxisMarks { _ in AxisGridLine() } }
        }
        driver.expectLines(["┈┈┈┈┈████┈", "┈┈┈┈┈████┈", "┈┈┈┈┈████┈", "████┈████┈", "████┈████┈", "Mon  Tue"])
    }

    @Test func withoutAGridLineThePlotStaysClear() {
        let driver = Driver(size: Size(width: 12, height: 7)) {
            Chart(Self.days) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.steps)) }
                .chartYAxis { AxisMarks { _ in AxisValueLabel() } }
        }
        #expect(!driver.lines.joined().contains("┈"))
    }
}
