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
        // The timer ticks on the main queue whatever else the test process is doing, while this
        // wait may be held up for many seconds by other suites: any time past 0:00 will do, as
        // long as the remaining time counts down by as much.
        #expect(
            await driver.waitUntil {
                driver.lines.contains { line in
                    guard let (elapsed, remaining) = scrubberTimes(line) else { return false }
                    return elapsed > 0 && elapsed + remaining == 3 * 60 + 34
                }
            })
    }

    /// The elapsed and remaining seconds of the now-playing sheet's scrubber row
    /// (" ║  0:07 … -3:27  ║"), nil for any other row.
    func scrubberTimes(_ line: String) -> (Int, Int)? {
        let words = line.split(separator: " ")
        guard words.count == 4, words[0] == "║", words[3] == "║", words[2].hasPrefix("-") else { return nil }
        func seconds(_ time: Substring) -> Int? {
            let parts = time.split(separator: ":")
            guard parts.count == 2, let minutes = Int(parts[0]), let seconds = Int(parts[1]) else { return nil }
            return minutes * 60 + seconds
        }
        guard let elapsed = seconds(words[1]), let remaining = seconds(words[2].dropFirst()) else { return nil }
        return (elapsed, remaining)
    }
}
