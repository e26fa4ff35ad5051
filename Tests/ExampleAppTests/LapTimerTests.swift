import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import LapTimer

/// Examples/LapTimer, driven as PROGRAMS10.md drives it on iOS: Space starts and stops the
/// stopwatch (its `.keyboardShortcut(.space)`), L records a lap, the fastest lap green and the
/// slowest red, Reset clearing them, and the options menu's hundredths toggle and face picker.
@MainActor
struct LapTimerTests {
    /// The app at 120×40, where the lap list has room under the round buttons.
    func launch() -> Driver {
        var environment = EnvironmentValues.appMain
        environment.appStorage = ObservableKeyValueStore(InMemoryKeyValueStore())
        return Driver(size: Size(width: 120, height: 40), environment: environment, app: LapTimerApp())
    }

    /// The two round buttons' rows: `left` and `right` (the labels' rows) in their rings.
    func buttons(_ left: String, _ right: String) -> [String] {
        let gap = String(repeating: " ", count: 100)
        return [
            "  ╭━━━━━━╮" + gap + "╭━━━━━━╮", "  ┃      ┃" + gap + "┃      ┃", "  ┃\(left)┃" + gap + "┃\(right)┃",
            "  ╰━━━━━━╯" + gap + "╰━━━━━━╯",
        ]
    }

    /// A lap row: its title, and its time at the right edge.
    func lapRow(_ title: String, _ time: String) -> String {
        title + String(repeating: " ", count: 120 - title.count - time.count) + time
    }

    /// The lap rows on the screen, from row 23 to the first blank one.
    func laps(_ driver: Driver) -> [String] { Array(driver.lines[23...].prefix { !$0.isEmpty }) }

    let readout = /^ {56}\d\d:\d\d\.\d\d$/

    @Test func spaceStartsAndStopsAndLRecordsLaps() async {
        let driver = launch()
        driver.expectLine(0, "Stopwatch" + String(repeating: " ", count: 104) + "[ ⋯ ▾ ]")
        driver.expectLines([String(repeating: " ", count: 56) + "00:00.00"], from: 7)
        driver.expectLines(["                                                          ● ○", ""] + buttons("Reset ", "Start "), from: 15)
        driver.expectLines(["                                                       ⏱ No Laps"], from: 30)
        driver.expectLines(["                                       Tap Start, then Lap to record split times."], from: 32)

        driver.press(.character(" "))
        driver.expectLines(buttons(" Lap  ", " Stop "), from: 17)
        #expect(
            await driver.waitUntil {
                driver.lines[7].wholeMatch(of: readout) != nil && driver.lines[7] != driver.lines[7].replacing(/\d/, with: "0")
            })
        driver.press(.character("l"))
        #expect(await driver.waitUntil { laps(driver).first?.hasPrefix("Lap 2 ") == true && !laps(driver)[0].hasSuffix("00:00.00") })
        driver.press(.character("l"))
        #expect(await driver.waitUntil { laps(driver).first?.hasPrefix("Lap 3 ") == true && !laps(driver)[0].hasSuffix("00:00.00") })
        driver.press(.character("l"))
        driver.press(.character(" "))
        driver.expectLines(buttons("Reset ", "Start "), from: 17)
        driver.expectLine(0, "Stopwatch" + String(repeating: " ", count: 98) + "[ ⋯ ▾ ] [ ⇪ ]")
        let rows = laps(driver)
        #expect(rows.map { String($0.prefix(5)) } == ["Lap 4", "Lap 3", "Lap 2", "Lap 1"], "\(rows)")

        // Stopped, the readout and the running lap stay as they are.
        let stopped = driver.lines[7]
        try? await Task.sleep(for: .milliseconds(50))
        _ = await driver.waitUntil { true }  // draws whatever the 50 ms changed
        #expect(driver.lines[7] == stopped && laps(driver) == rows)

        // The fastest recorded lap is green and the slowest red; the running lap is neither.
        let recorded = rows.dropFirst().map { String($0.suffix(8)) }
        let colours = (24..<27).map { driver.terminal.screen[0, $0].style.foreground }
        #expect(colours.filter { $0 == .green }.count == 1 && colours.filter { $0 == .red }.count == 1, "\(colours)")
        for (time, colour) in zip(recorded, colours) where colour == .green { #expect(time == recorded.min()) }
        for (time, colour) in zip(recorded, colours) where colour == .red { #expect(time == recorded.max()) }
        #expect(driver.terminal.screen[0, 23].style.foreground != .green && driver.terminal.screen[0, 23].style.foreground != .red)

        driver.focus("Reset")
        driver.press(.enter)
        driver.expectLines([String(repeating: " ", count: 56) + "00:00.00"], from: 7)
        driver.expectLines(["                                                       ⏱ No Laps"], from: 30)
        driver.expectLine(0, "Stopwatch" + String(repeating: " ", count: 104) + "[ ⋯ ▾ ]")
    }

    @Test func theOptionsMenuHidesHundredthsAndShowsTheAnalogFace() {
        let driver = launch()
        driver.focus("[ ⋯ ▾ ]")
        driver.press(.enter)
        driver.expectLines(
            [
                String(repeating: " ", count: 97) + "┌─────────────────────┐",
                String(repeating: " ", count: 97) + "│ [x] Show Hundredths │",
                String(repeating: " ", count: 97) + "│ Face ‹Digital›      │",
            ], from: 1)
        driver.press(.enter)
        driver.expectLines([String(repeating: " ", count: 57) + "00:00"], from: 7)
        driver.focus("[ ⋯ ▾ ]")
        driver.press(.enter, .down, .down, .down, .enter)  // Face: Analog
        driver.expectLines(
            [
                // The 2×10-point ticks keep a cell each, at 12 o'clock (rotation has no effect).
                String(repeating: " ", count: 46) + "╭━━━━━━━━━━━━ ━━━━━━━━━━━━━╮",
                String(repeating: " ", count: 46) + "┃" + String(repeating: " ", count: 26) + "┃",
            ], from: 1)
        driver.expectLine(9, String(repeating: " ", count: 46) + "┃          0 min           ┃")
        driver.expectLine(15, "                                                          ○ ●")
    }
}
