import CursesUI
import CursesUITestSupport
import Testing

@testable import MusicPlayer

/// Examples/MusicPlayer, driven as PROGRAMS6.md drives it on iOS: the library's songs as
/// rows; choosing one plays it in the mini-player above the tab bar (the bar is at the top in
/// a terminal); forward skips, and the queue's speaker mark moves with it; the now-playing
/// sheet shows the scrubber's elapsed and remaining times, which the timer advances.
@MainActor
struct MusicPlayerTests {
    /// `left` and `right` at the ends of a row `width` columns wide.
    func row(_ left: String, _ right: String, width: Int = 79) -> String {
        left + String(repeating: " ", count: max(1, width - left.count - right.count)) + right
    }

    /// Presses Tab until `isFocused` holds, as a user tabs to what they see; a full round at most.
    func tab(_ driver: Driver, until isFocused: (Driver) -> Bool) {
        for _ in 0..<20 where !isFocused(driver) { driver.press(.tab) }
        #expect(isFocused(driver))
    }

    @Test func choosingASongPlaysItInTheMiniPlayer() {
        let driver = Driver(environment: .appMain, app: MusicPlayerApp())
        driver.expectLines(
            [
                "[🎶 Library]| ☰ Queue", "Library", row("Morning Light", "3:34"), "The Hollows", row("Paper Boats", "3:07"),
                "June Avenue", row("Night Drive", "4:05"), "Neon Coast",
            ])
        driver.expectLines([row("  🎵   Morning Light", "[ ▶ ] [ ⏩ ]", width: 77), "       The Hollows"], from: 19)
        driver.press(.down, .enter)  // Paper Boats
        driver.expectLines([row("  🎵   Paper Boats", "[ ⏸ ] [ ⏩ ]", width: 77), "       June Avenue"], from: 19)
    }

    @Test func forwardMovesTheQueuesMark() {
        let driver = Driver(environment: .appMain, app: MusicPlayerApp())
        driver.press(.alt("2"))
        driver.expectLines(
            [
                " 🎶 Library |[☰ Queue]", "Up Next", row("🔉  Morning Light", "The Hollows", width: 78),
                row("🎵  Paper Boats", "June Avenue", width: 78),
            ])
        tab(driver) { $0.focusedText == "[ ⏩ ]" }
        driver.press(.enter)
        driver.expectLines(
            [row("🎵  Morning Light", "The Hollows", width: 78), row("🔉  Paper Boats", "June Avenue", width: 78)], from: 2)
        driver.expectLine(19, row("  🎵   Paper Boats", "[ ▶ ] [ ⏩ ]", width: 77))
    }

    @Test func theNowPlayingSheetCountsTheTimeWhilePlaying() async {
        let driver = Driver(environment: .appMain, app: MusicPlayerApp())
        tab(driver) { $0.focusedText.contains("Morning Light") && $0.focusedText.contains("[ ⏩ ]") }  // the mini-player itself
        driver.press(.enter)
        #expect(driver.screen.contains(" Morning Light "))
        let times = driver.lines.contains { $0.hasPrefix(" ║  0:00") && $0.hasSuffix("-3:34  ║") }
        #expect(times)
        guard times else { return }
        tab(driver) { $0.focusedText == "[ ▶ ]" }
        driver.press(.enter)
        // A busy machine may draw two ticks at once, so any second past 0:00 will do, with the
        // remaining time counting down by as much.
        #expect(
            await driver.waitUntil {
                driver.lines.contains { line in
                    (1...9).contains { second in line.hasPrefix(" ║  0:0\(second)") && line.hasSuffix("-3:\(34 - second)  ║") }
                }
            })
    }
}
