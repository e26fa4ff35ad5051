import CursesUI
import CursesUITestSupport
import Testing

/// As Swift Charts draws them: the y axis writes round steps from zero on the trailing side,
/// thousands grouped, the scale ending on the step above the data; `.leading` moves it; marks
/// are drawn in the order they are declared.
@MainActor
struct ChartAxisTests {
    struct Day: Identifiable {
        let id: String
        let steps: Double
    }

    let days = [Day(id: "Mon", steps: 9_800), Day(id: "Tue", steps: 6_200), Day(id: "Wed", steps: 12_100)]

    @Test func theYAxisWritesRoundStepsOnTheTrailingSide() {
        let driver = Driver(size: Size(width: 20, height: 6)) {
            Chart(days) { BarMark(x: .value("Day", $0.id), y: .value("Steps", $0.steps)) }
        }
        // 12,100 steps at most: steps of 5,000 up to 15,000, one a row at most, to the right,
        // each with its grid line across the plot, where the bars leave it room.
        driver.expectLines([
            "┈┈┈┈┈┈┈┈┈┈┈┈┈ 15,000", "▂▂▂┈┈┈┈┈███┈┈ 10,000", "███ ▁▁▁ ███", "███┈███┈███┈┈ 5,000", "███┈███┈███┈┈ 0", "Mon Tue Wed",
        ])
    }

    @Test func aLeadingAxisAndARuleDeclaredBeforeTheBarsDrawnUnderThem() {
        let driver = Driver(size: Size(width: 20, height: 6)) {
            Chart {
                RuleMark(y: .value("Goal", 5_000))
                ForEach(days) { BarMark(x: .value("Day", $0.id), y: .value("Steps", $0.steps)) }
            }
            .chartYAxis { AxisMarks(position: .leading) }
        }
        // The goal's rule shows only between and beside the bars declared after it.
        driver.expectLines([
            "15,000 ┈┈┈┈┈┈┈┈┈┈┈┈┈", "10,000 ▂▂▂┈┈┈┈┈███┈┈", "       ███ ▁▁▁ ███", " 5,000 ███─███─███──", "     0 ███┈███┈███┈┈",
            "       Mon Tue Wed",
        ])
    }

    @Test func aRuleDeclaredAfterTheBarsCrossesThemInTheirColour() {
        let driver = Driver(size: Size(width: 20, height: 6)) {
            Chart {
                ForEach(days) { BarMark(x: .value("Day", $0.id), y: .value("Steps", $0.steps)).foregroundStyle(.blue) }
                RuleMark(y: .value("Goal", 5_000)).foregroundStyle(.red)
            }
        }
        // The goal's line runs through the bars, each bar's blue behind it, as a thin line would.
        driver.expectLine(3, "───────────── 5,000")
        let screen = driver.terminal.screen
        #expect((0..<3).allSatisfy { screen[$0, 3].style.foreground == .red && screen[$0, 3].style.background == .blue })
        #expect(screen[3, 3].style.foreground == .red && screen[3, 3].style.background != .blue)
    }
}
