import CursesUI
import CursesUITestSupport
import Testing

@testable import StepsDashboard

/// Examples/StepsDashboard, written for iOS 17 with Swift Charts before CursesUI drew more than
/// bars: a week of steps as daily bars (green on days over the goal), the goal as a dashed red
/// rule with its annotation, weekday labels from `AxisValueLabel(format:)`, the y scale fixed
/// at 0...15000; the month shows 28 bars across the whole plot, labelled every other day; the
/// week's sales stack by product under a legend.
@MainActor
struct StepsDashboardTests {
    @Test func theWeekShowsDailyBarsUnderTheGoalAndTheMonthTwentyEight() {
        let driver = Driver(environment: .appMain, app: StepsDashboardApp())
        driver.expectLines(
            [
                "Activity",
                "                                                                               ┃",
                " [                Week                ]|                Month                  ┃",
                "                                                                               ┃",
                " Average                                                                       ┃",
                " 9,557 steps                                                                   ┃",
                "                                                                               ┃",
                " 15,000 ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈ ┃",
                "                 ┊         ┊         ┊▃▃▃▃▃▃▃▃▃┊         ┊█████████┊           ┃",
                "        Goal     ┊▂▂▂▂▂▂▂▂▂┊         ┊█████████┊         ┊█████████┊           ┃",
                " 10,000 ╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌ ┃",
                "        ▁▁▁▁▁▁▁▁▁┊█████████┊         ┊█████████┊█████████┊█████████┊           ┃",
                "        █████████┊█████████┊         ┊█████████┊█████████┊█████████┊           ┃",
                "        █████████┊█████████┊▅▅▅▅▅▅▅▅▅┊█████████┊█████████┊█████████┊           ┃",
                "  5,000 █████████┈█████████┈█████████┈█████████┈█████████┈█████████┈▄▄▄▄▄▄▄▄▄┈ ┃",
                "        █████████┊█████████┊█████████┊█████████┊█████████┊█████████┊█████████  ┃",
                "        █████████┊█████████┊█████████┊█████████┊█████████┊█████████┊█████████  │",
                "      0 █████████┈█████████┈█████████┈█████████┈█████████┈█████████┈█████████┈ │",
                "        Mon       Tue       Wed       Thu       Fri       Sat       Sun        │",
            ])
        #expect(driver.terminal.screen[8, 11].style.foreground == .blue, "Monday, under the goal")
        #expect(driver.terminal.screen[38, 8].style.foreground == .green, "Thursday, over it")
        #expect(driver.terminal.screen[8, 10].style.foreground == .red, "the goal's rule")
        driver.press(.right)
        driver.expectLines(
            [
                "                  Week                 |[               Month                ] ┃",
                "                                                                               ┃",
                " Average                                                                       ┃",
                " 9,717 steps                                                                   ┃",
                "                                                                               ┃",
                " 15,000 ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈▄┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈▂┈┈┈┈┈┈┈ ┃",
                "               ▃    █              █              ▅       ▁           █        ┃",
                "        Goal   █    █         █    █       ▆      █       █         ▄ █        ┃",
                " 10,000 ╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌ ┃",
                "        ▁ █    █  █ █    █    █  ▅ █    ▄  █    █ █    █  █    █    █ █    ▇   ┃",
                "        █ █    █  █ █    █  ▆ █  █ █    █  █    █ █  ▃ █  █    █ █  █ █    █   ┃",
                "        █ █  ▅ █  █ █    █  █ █  █ █  ▁ █  █ █  █ █  █ █  █    █ █  █ █  ▇ █   ┃",
                "  5,000 █┈█┈┈█┈█┈┈█┈█┈┈▄┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈█┈▇┈┈█┈█┈┈█┈█┈┈█┈█┈┈ ┃",
                "        █ █  █ █  █ █  █ █  █ █  █ █  █ █  █ █  █ █  █ █  █ █  █ █  █ █  █ █   ┃",
                "        █ █  █ █  █ █  █ █  █ █  █ █  █ █  █ █  █ █  █ █  █ █  █ █  █ █  █ █   │",
                "      0 █┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈█┈█┈┈ │",
                "        Mon  Wed  Fri  Sun  Tue  Thu  Sat  Mon  Wed  Fri  Sun  Tue  Thu  Sat   │",
            ], from: 2)
    }

    @Test func theSalesStackByProductUnderTheirLegend() {
        let driver = Driver(environment: .appMain, app: StepsDashboardApp())
        driver.press(.pageDown)
        driver.expectLines(
            [
                " Sales this week                                                               ┃",
                "                                                                               ┃",
                " ● Coffee  ● Tea  ● Cake                                                       ┃",
                " ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈ 50 ┃",
                " ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈▂▂▂▂▂▂▂▂▂┈┈▄▄▄▄▄▄▄▄▄┈┈ 40 ┃",
                "                                                     █████████  █████████      ┃",
                " ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈▅▅▅▅▅▅▅▅▅┈┈┈┈┈┈┈┈┈┈┈┈█████████┈┈█████████┈┈ 30 ┃",
                " ▃▃▃▃▃▃▃▃▃┈▇▇▇▇▇▇▇▇▇┈┈┈┈┈┈┈┈┈┈┈┈▅▅▅▅▅▅▅▅▅┈┈▃▃▃▃▃▃▃▃▃┈▄▄▄▄▄▄▄▄▄┈┈▂▂▂▂▂▂▂▂▂┈┈ 20 ┃",
                " ▇▇▇▇▇▇▇▇▇ ▃▃▃▃▃▃▃▃▃  ▆▆▆▆▆▆▆▆▆ ▇▇▇▇▇▇▇▇▇  ▂▂▂▂▂▂▂▂▂ █████████  █████████      ┃",
                " ▇▇▇▇▇▇▇▇▇┈█████████┈┈▄▄▄▄▄▄▄▄▄┈█████████┈┈█████████┈█████████┈┈█████████┈┈ 10 ┃",
                " █████████┈█████████┈┈█████████┈█████████┈┈█████████┈█████████┈┈█████████┈┈ 0  ┃",
                " M         T          W         T          F         S          S              ┃",
                "                                    Day                                        ┃",
            ], from: 10)
        // Monday: Coffee (blue) at the bottom, Tea (green), Cake (orange) on top.
        #expect(driver.terminal.screen[4, 20].style.foreground == .blue)
        #expect(driver.terminal.screen[4, 17].style.foreground == .orange)
        #expect(driver.terminal.screen[2, 12].style.foreground == .blue && driver.terminal.screen[18, 12].style.foreground == .orange)
    }
}
