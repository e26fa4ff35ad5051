import CursesUI
import CursesUITestSupport
import Testing

@testable import StandupTimer

/// Examples/StandupTimer, driven as PROGRAMS5.md drives it on iOS: the meetings loaded in
/// `.task` (the samples, with no saved file), each a title over its attendees and length; the
/// "+" sheet adds one (its "Add" waits for a title); a meeting's screen shows the speaker and
/// "Speaker 1 of 4", forward moves to the next, and leaving adds a row to the history.
@MainActor
struct StandupTimerTests {
    func row(_ left: String, _ right: String, width: Int = 80) -> String {
        let columns = (left + right).reduce(0) { $0 + ($1.unicodeScalars.first?.properties.isEmojiPresentation == true ? 2 : 1) }
        return left + String(repeating: " ", count: max(1, width - columns)) + right
    }

    /// Starts the app with its documents in a data home of the test's own, once the meetings
    /// are loaded.
    func launch() async -> Driver {
        let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("StandupTimerTests-\(UUID().uuidString)")
        setenv("XDG_DATA_HOME", dataHome.path, 1)
        let driver = Driver(environment: .appMain, app: StandupTimerApp())
        _ = await driver.waitUntil { driver.screen.contains("Web Dev") }
        return driver
    }

    var list: [String] {
        [
            row("Daily Standups", "[ + ]"), row("Design", "›", width: 79), row("👤 4", "🕒 10 min", width: 77),
            row("App Dev", "›", width: 79), row("👤 5", "🕒 5 min", width: 77), row("Web Dev", "›", width: 79),
            row("👤 3", "🕒 5 min", width: 77),
        ]
    }

    @Test func theMeetingsAreListedAndTheSheetAddsOne() async {
        let driver = await launch()
        driver.expectLines(list + [""])
        driver.focus("+")
        driver.press(.enter)
        #expect(driver.lines[3].hasSuffix("[ Dismiss ] [ Add ] ║"))
        driver.type("Retro")
        driver.press(.tab, .tab, .tab)  // past the length slider and the theme picker
        driver.type("Ana")
        driver.press(.enter)
        driver.expectLines([" ║   Ana" + String(repeating: " ", count: 70) + "║"], from: 10)
        driver.focus("[ Add ]")
        driver.press(.enter)
        driver.expectLines(list + [row("Retro", "›", width: 79), row("👤 1", "🕒 5 min", width: 77), ""])
    }

    @Test func aMeetingNamesTheSpeakerMovesOnAndGoesIntoTheHistory() async {
        let driver = await launch()
        driver.press(.tab, .enter)
        driver.expectLines([
            row("Daily Standups › Design", "[ Edit ]"), "Meeting Info", row(" ⏲ Start Meeting", "›", width: 79),
            row(" Length", "10 minutes", width: 79), row(" 🎨 Theme", "Bubblegum ", width: 79),
        ])
        #expect(driver.lines.contains(" 📅 No meetings yet"))
        driver.press(.enter)
        #expect(driver.lines.contains { $0.contains("Cathy") })
        #expect(driver.lines.contains { $0.contains("is speaking") })
        #expect(driver.lines.contains { $0.hasPrefix("  Speaker 1 of 4") && $0.hasSuffix("[ ⏩ ]") })
        driver.focus("⏩")
        driver.press(.enter)
        #expect(driver.lines.contains { $0.contains("Daisy") })
        #expect(driver.lines.contains { $0.hasPrefix("  Speaker 2 of 4") })
        driver.press(.escape)
        #expect(!driver.screen.contains("No meetings yet"))
        #expect(driver.lines.contains { $0.hasPrefix(" 📅 ") && $0.hasSuffix("4 people") })
    }
}
