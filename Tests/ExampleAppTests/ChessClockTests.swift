import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import ChessClock

/// Examples/ChessClock, driven as PROGRAMS13.md drives it on iOS: Black's tap starts White's
/// clock (its panel orange), White's tap counts a move and starts Black's, Pause stops both,
/// Reset asks first, and the Settings sheet's time controls (a title over a subtitle each) set
/// the clocks and are remembered.
@MainActor
@Suite(.serialized)
struct ChessClockTests {
    /// A run of the app keeping its settings in `store` (a new one of the test's own if nil).
    func launch(_ store: ObservableKeyValueStore = ObservableKeyValueStore(InMemoryKeyValueStore())) -> Driver {
        var environment = EnvironmentValues.appMain
        environment.appStorage = store
        return Driver(environment: environment, app: ChessClockApp())
    }

    /// `text` centred as the panels centre it in 80 columns.
    func centred(_ text: String) -> String {
        String(repeating: " ", count: (78 - text.count) / 2 + 1) + text
    }

    let controls = String(repeating: " ", count: 27) + "[ ↺ ]     [ ⏸ ]     [ ⚙ ]"

    /// The screen before a game: Black's panel (its hint under its name: the column of three
    /// lines is centred as a whole, its shorter lines within it), the controls, White's.
    func idleScreen(_ time: String) -> [String] {
        [
            "", "", "", String(repeating: " ", count: 37) + time, String(repeating: " ", count: 31) + "Black · Moves: 0",
            centred("Black taps to start White's clock"),
        ]
            + Array(repeating: "", count: 5) + [controls] + Array(repeating: "", count: 5)
            + [centred(time), centred("White · Moves: 0")] + Array(repeating: "", count: 5)
    }

    /// The time a panel shows: the line above its player's name.
    func time(of player: String, in driver: Driver) -> String? {
        guard let row = driver.lines.firstIndex(where: { $0.contains("\(player) · Moves") }) else { return nil }
        return driver.lines[row - 1].trimmingCharacters(in: .whitespaces)
    }

    /// "2:59" in seconds.
    func seconds(_ time: String?) -> Int {
        let parts = (time ?? "").split(separator: ":").compactMap { Int($0) }
        return parts.count == 2 ? parts[0] * 60 + parts[1] : -1
    }

    /// Whether White's panel is drawn orange, as a running clock's is.
    func whiteIsRunning(_ driver: Driver) -> Bool { driver.terminal.screen[2, 20].style.background == .orange }

    @Test func blacksTapStartsWhitesClockAndWhitesTapPassesTheTurn() async {
        let driver = launch()
        driver.expectLines(idleScreen("3:00"))
        driver.press(.enter)  // Black's panel has the focus
        #expect(await driver.waitUntil { seconds(time(of: "White", in: driver)) < 180 && whiteIsRunning(driver) })
        #expect(!driver.screen.contains("Black taps"))
        #expect(time(of: "Black", in: driver) == "3:00")

        driver.focus("White · Moves: 0")
        driver.press(.enter)
        #expect(await driver.waitUntil { seconds(time(of: "Black", in: driver)) < 180 && !whiteIsRunning(driver) })
        #expect(driver.lines.contains(centred("White · Moves: 1")))
    }

    @Test func pauseStopsTheRunningClock() async {
        let driver = launch()
        driver.press(.enter)
        #expect(await driver.waitUntil { whiteIsRunning(driver) })
        driver.focus("⏸")
        driver.press(.enter)
        driver.expectLine(11, controls.replacingOccurrences(of: "⏸", with: "▶"))
        #expect(!whiteIsRunning(driver), "a paused clock's panel is grey")
        let paused = time(of: "White", in: driver)
        driver.press(.enter)  // Resume
        driver.expectLine(11, controls)
        #expect(await driver.waitUntil { whiteIsRunning(driver) && time(of: "White", in: driver) != paused })
    }

    @Test func resetAsksFirstAndStartsOver() async {
        let driver = launch()
        driver.press(.enter)
        #expect(await driver.waitUntil { seconds(time(of: "White", in: driver)) < 180 })
        driver.focus("↺")
        driver.press(.enter)
        driver.expectLines(
            [
                String(repeating: " ", count: 29) + "╔═ Reset the clock? ═╗",
                String(repeating: " ", count: 27) + "[ ║ [ Reset ]          ║]",
                String(repeating: " ", count: 29) + "╚════════════════════╝",
            ], from: 10)
        driver.press(.enter)
        driver.expectLines(idleScreen("3:00"))
    }

    @Test func theSettingsSheetSetsTheTimeControlForNextTimeToo() {
        let store = ObservableKeyValueStore(InMemoryKeyValueStore())
        let driver = launch(store)
        driver.focus("⚙")
        driver.press(.enter)
        let sheet = [
            " ║ Time Control" + String(repeating: " ", count: 54) + "[ Done ] ║",
            " ║   Time Control ‹Blitz›" + String(repeating: " ", count: 53) + "║",
        ]
        let options = [
            "       Bullet", "       1 min + 0 s per move", "     ● Blitz", "       3 min + 2 s per move", "       Rapid",
            "       10 min + 5 s per move",
            "       Classical", "       30 min + 0 s per move",
        ].map { " ║" + $0 + String(repeating: " ", count: 76 - $0.count) + "║" }
        driver.expectLines(sheet + options, from: 12)
        driver.focus("Bullet")
        driver.press(.enter)
        driver.expectLine(13, " ║   Time Control ‹Bullet›" + String(repeating: " ", count: 52) + "║")
        driver.focus("Done")
        driver.press(.enter)
        driver.expectLines(idleScreen("1:00"))

        let relaunched = launch(store)
        relaunched.expectLines(idleScreen("1:00"))
    }
}
