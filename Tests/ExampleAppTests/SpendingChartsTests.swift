import CursesUI
import CursesUITestSupport
import Testing

@testable import SpendingCharts

/// Examples/SpendingCharts, written for iOS 17 with Swift Charts before CursesUI drew more than
/// bars: two cities' temperatures as lines in braille through their points, each city its
/// colour and symbol in the legend, the y axis down to Oslo's -2; Lisbon's rain as an area;
/// on Spending, the donut as rows of shares and horizontal bars with their amounts, spread
/// over the chart's height.
@MainActor
struct SpendingChartsTests {
    @Test func theWeatherShowsTwoCitiesAsLinesWithTheirSymbols() {
        let driver = Driver(environment: .appMain, app: SpendingChartsApp())
        driver.expectLines(
            [
                "Charts",
                "                                                                               ┃",
                " [              Weather               ]|               Spending                ┃",
                "                                                                               ┃",
                " Average temperature                                                           ┃",
                "                                                                               ┃",
                " °C                                                                            ┃",
                " ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈⣀⣀⣀⣀⠤⠤⠤●⠤⠤⠤⠤⠤⠤●⠤⠤⣀⣀⣀⣀┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈ 30  ┃",
                " ┊                   ┊  ⣀⣀⠤●⠔⠒⠊⠉⠉ ●     ┊            ●⠉⠉⠒⠢⠤⢄⣀            ┊     ┃",
                " ┈┈┈┈┈┈┈┈⢀⣀⣀⡠⠤●⠤⠤⠔⠒⠒⠒●⠉⠉┈┈┈┈┈┈⢀⣀⣀⠤■⠔⠒⠒⠊⠉■⠉⠉⠑⠒⠒⠒■⠤⢄⣀┈┈┈┈┈┈┈┈┈●⠉⠉⠒⠒⠤●⢄⣀⡀┈┈┈┈ 20  ┃",
                " ●⠒⠒⠊⠉⠉⠉●⠁           ┊  ⣀⡠⠔■⠊⠉⠁         ┊          ⠉⠑■⠤⢄⡀   ┊        ⠈⠉⠉⠒●     ┃",
                " ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈⢀⡠■⠒⠉┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈⠈⠉⠒⠢■⣀┈┈┈┈┈┈┈┈┈┈┈┈ 10  ┃",
                " ┊            ■⣀⠤⠒⠊⠁ ┊                  ┊                   ┊ ⠉⠒⠢⢄■⡀     ┊     ┃",
                " ■┈┈⢀⣀⣀⣀■⠤⠤⠒⠒⠉⠉┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈⠈⠉⠑⠒⠒⠤■ 0   ┃",
                " ⠉⠉⠉⠁                ┊                  ┊                   ┊            ┊     ┃",
                " ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈ -10 ┃",
                " 1                   4                  7                  10           12     ┃",
                " ● Lisbon  ■ Oslo                                                              ┃",
                "                                                                               │",
                " Rainfall in Lisbon (mm)                                                       │",
                "                                                                               │",
                " 150 ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈ │",
                "     ┊      ┊     ┊      ┊     ┊      ┊     ┊      ┊     ┊      ┊    ▁▃▄▄▅▅▆▆▇ │",
                " 100 ▁┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈▁▃▅▇█████████ │",
            ])
        #expect(driver.terminal.screen[1, 10].style.foreground == .blue, "Lisbon's first point")
        #expect(driver.terminal.screen[1, 13].style.foreground == .green, "Oslo's first point")
    }

    @Test func spendingShowsTheDonutAsSharesAndTheCategoriesAsBars() {
        let driver = Driver(environment: .appMain, app: SpendingChartsApp())
        driver.press(.right)
        driver.expectLines(
            [
                "Charts",
                "                                                                               ┃",
                "                Weather                |[              Spending              ] ┃",
                "                                                                               ┃",
                " Monthly spending                                                              ┃",
                "                                                                               ┃",
                " ● Rent      ██████████████████████████████                                50% ┃",
                " ● Food      ███████████▎                                                  19% ┃",
                " ● Transport ████▌                                                          8% ┃",
                " ● Fun       █████▌                                                         9% ┃",
                " ● Savings   ████████▊                                                     15% ┃",
                "                                                                               ┃",
                "                                                                               ┃",
                "                                                                               ┃",
                "                                                                               ┃",
                "                                                                               ┃",
                "                                                                               ┃",
                "                                                                               ┃",
                "                                                                               │",
                " By category                                                                   │",
                "                                                                               │",
                " Rent      █████████████████████████████████████████████████████████ €1,200.00 │",
                "                                                                               │",
                " Food      █████████████████████▍ €450.00                                      │",
            ])
        #expect(driver.terminal.screen[1, 6].style.foreground == .blue && driver.terminal.screen[1, 7].style.foreground == .green)
    }
}
