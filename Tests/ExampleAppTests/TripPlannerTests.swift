import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import TripPlanner

/// Examples/TripPlanner, driven as PROGRAMS15.md drives it on iOS: the trips in the sidebar of a
/// split view (a stack at 80 columns, side by side when wide), a trip's conditions loaded by two
/// `async let` calls, its days with activities checked off (the progress bar following), and an
/// activity added through the sheet.
@MainActor
struct TripPlannerTests {
    func launch(width: Int = 80, height: Int = 24) -> Driver {
        Driver(size: Size(width: width, height: height), environment: EnvironmentValues.appMain, app: TripPlannerApp())
    }

    /// `left` and `right` at the ends of a row `width` columns wide (emoji, flags and Chinese
    /// characters two columns each).
    func row(_ left: String, _ right: String, width: Int = 79) -> String {
        let cells = { (text: String) in
            text.reduce(0) { sum, character in
                sum + (character.unicodeScalars.contains { $0.value >= 0x1F1E6 || (0x4E00...0x9FFF).contains($0.value) } ? 2 : 1)
            }
        }
        return left + String(repeating: " ", count: max(1, width - cells(left) - cells(right))) + right
    }

    let trips = [
        "Trips", "  🇯🇵 Kyoto Autumn                                                             4", "     Kyoto · 3 days",
        "  🇮🇸 Iceland Ring Road                                                        2", "     Reykjavík · 2 days",
        "  🇵🇹 Lisbon Weekend", "     Lisbon · 2 days",
    ]

    func kyoto(done: Int) -> [String] {
        [
            row("Trips › 🇯🇵 Kyoto Autumn", "[ + ]", width: 80), " \(done) of 4 activities done", "",
            row(" ☀ Sunny 14° / 7°", "1 USD = 151.20 JPY", width: 78), "", "Day 1",
            row(" \(done > 0 ? "✓" : "○") 06:30 Fushimi Inari at dawn", "🔭 Sight", width: 78),
            row(" ○ 12:00 Nishiki Market lunch", "🍴 Food", width: 78), "",
            "Day 2", row(" ○ 09:00 Arashiyama bamboo grove", "🔭 Sight", width: 78), "", "Day 3",
        ]
    }

    /// How many cells of the progress bar's row are drawn green.
    func greenCells(_ driver: Driver, row: Int = 2) -> Int {
        (0..<driver.terminal.size.width).filter { driver.terminal.screen[$0, row].style.background == .green }.count
    }

    @Test func aTripLoadsItsConditionsAndCountsWhatIsDone() async {
        let driver = launch()
        driver.expectLines(trips)
        driver.press(.enter)
        #expect(driver.lines[3].hasSuffix(" Checking conditions in Kyoto…"))
        #expect(await driver.waitUntil { driver.lines[3].contains("Sunny") && driver.lines[3].contains("JPY") })
        driver.expectLines(kyoto(done: 0) + [row(" ○ 17:15 Shinkansen to Tokyo", "✈ Travel", width: 78)])
        #expect(greenCells(driver) == 0)
        driver.press(.enter)  // the first activity has the focus: done
        driver.expectLines(kyoto(done: 1))
        #expect(driver.terminal.screen[9, 6].style.strikethrough)
        #expect(greenCells(driver) == 20, "a quarter of the 78-cell bar")
        driver.press(.escape)
        driver.expectLine(1, "▸ 🇯🇵 Kyoto Autumn                                                             3")
    }

    @Test func aWideTerminalShowsTheSidebarBesideTheDetail() async {
        let driver = launch(width: 120, height: 40)
        driver.expectLines(
            [
                "Trips                            │", "  🇯🇵 Kyoto Autumn              4 │", "     Kyoto · 3 days              │",
            ])
        driver.expectLine(18, "                                 │                                  🧳 Select a Trip")
        driver.press(.down, .enter)
        #expect(await driver.waitUntil { driver.lines[3].contains("Snow") })
        driver.expectLines(
            [
                "Trips                            │🇮🇸 Iceland Ring Road" + String(repeating: " ", count: 61) + "[ + ]",
                "  🇯🇵 Kyoto Autumn              4 │ 0 of 2 activities done",
                "     Kyoto · 3 days              │",
                "▸ 🇮🇸 Iceland Ring Road         2 │ ❄ Snow 1° / -4°" + String(repeating: " ", count: 50) + "1 USD = 138.40 ISK",
            ])
    }

    @Test func anActivityAddedThroughTheSheetJoinsItsDay() {
        let driver = launch()
        driver.press(.enter)
        driver.focus("[ + ]")
        driver.press(.enter)
        driver.expectLines(
            [
                " ║ New Activity                                            [ Cancel ] [ Add ] ║",
                " ║   What are you doing?____________________________________________________  ║",
            ], from: 3)
        driver.type("茶道 tea ceremony")
        driver.focus("‹Day 1›")
        driver.press(.enter, .down, .down, .enter)  // Day 3
        driver.focus("Add ]")
        driver.press(.enter)
        driver.expectLines(
            ["Day 3", row(" ○ 09:00 茶道 tea ceremony", "🔭 Sight", width: 78), row(" ○ 17:15 Shinkansen to Tokyo", "✈ Travel", width: 78)],
            from: 12)
    }
}
