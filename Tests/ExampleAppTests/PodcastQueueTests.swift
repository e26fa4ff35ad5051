import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import PodcastQueue

/// Examples/PodcastQueue, driven as PROGRAMS9.md drives it on iOS: the episodes newest first,
/// a row's swipe actions (→ opens them) downloading it through the actor's `AsyncStream` or
/// deleting it, the Sort menu, Ctrl-R refreshing (`.refreshable`), and Edit's selection marks.
@MainActor
struct PodcastQueueTests {
    /// `left` and `right` at the ends of a row `width` columns wide.
    func row(_ left: String, _ right: String, width: Int = 79) -> String {
        left + String(repeating: " ", count: max(1, width - left.count - right.count)) + right
    }

    /// An episode's third line: its date (`daysAgo` days before today, as the app dates its
    /// samples), duration and size.
    func details(daysAgo: Int, _ duration: String, _ size: String) -> String {
        let date = Calendar.current.date(byAdding: .day, value: -daysAgo, to: .now) ?? .now
        return row("   \(date.formatted(.dateTime.month().day())) · \(duration)", size)
    }

    @Test func theQueueListsTheEpisodesNewestFirst() {
        let driver = Driver(environment: .appMain, app: PodcastQueueApp())
        driver.expectLines(
            [
                "Queue                                                           [ Edit ] [ ⇅ ▾ ]", "Up Next",
                row("   Sleep and Memory", "↓"), "   Science Hour", details(daysAgo: 1, "44 min", "40 MB"),
                row("   Structured Concurrency Deep Dive", "↓"), "   Swift Talk Weekly", details(daysAgo: 2, "52 min", "48 MB"),
                row("   The History of Typography", "↓"), "   Design Matters", details(daysAgo: 5, "1 hr, 1 min", "56 MB"),
            ])
        driver.expectLine(20, "6 episodes, 0 downloaded")
    }

    /// The Download swipe action starts the download: the row shows its progress bar at 0%, the
    /// actor's stream moves it on while nobody types, and the row ends with ✓.
    @Test func theDownloadSwipeActionDownloadsTheEpisode() async {
        let driver = Driver(environment: .appMain, app: PodcastQueueApp())
        driver.press(.right)  // the first row's swipe actions
        driver.expectLines(
            [
                " ┌────────────────┐rrency Deep Dive                                           ↓", " │ [ ↓ Download ] │y",
                " │ [ 🗑 Delete ]  │                                                       48 MB",
            ], from: 5)
        #expect(driver.focusedText == "[ ↓ Download ]")
        driver.press(.enter)
        driver.expectLines(
            [row("   Sleep and Memory", "↓┃", width: 80), row("   Science Hour", "┃", width: 80)], from: 2)
        driver.expectLine(5, row("   Downloading…", "┃", width: 80))
        driver.expectLine(7, row("   0%", "┃", width: 80))
        #expect(await driver.waitUntil { driver.screen.contains("6 episodes, 1 downloaded") })
        driver.expectLine(2, row("   Sleep and Memory", "✓", width: 79))
        #expect(!driver.screen.contains("Downloading…"))
    }

    @Test func theDeleteSwipeActionRemovesTheRow() {
        let driver = Driver(environment: .appMain, app: PodcastQueueApp())
        driver.press(.right, .tab, .enter)  // Delete
        driver.expectLines(
            [
                "Up Next", row("   Structured Concurrency Deep Dive", "↓"), "   Swift Talk Weekly",
                details(daysAgo: 2, "52 min", "48 MB"),
            ], from: 1)
        driver.expectLine(17, "5 episodes, 0 downloaded")
    }

    @Test func theSortMenuSortsByTitle() {
        let driver = Driver(environment: .appMain, app: PodcastQueueApp())
        driver.tabTo("[ ⇅ ▾ ]")
        driver.press(.enter)
        driver.expectLines(
            [
                "Up Next                                               ┌────────────────────────┐",
                "   Sleep and Memory                                   │ Sort By ‹Newest First› │",
            ], from: 1)
        driver.press(.down, .down, .enter)  // Title
        driver.expectLines(
            [
                row("   Accessibility First", "↓"), "   Design Matters", details(daysAgo: 20, "47 min", "43 MB"),
                row("   Building for the Terminal", "↓"), "   Dev Tools FM",
            ], from: 2)
    }

    @Test func ctrlRRefreshesTheFeed() async {
        let driver = Driver(environment: .appMain, app: PodcastQueueApp())
        driver.press(.control("r"))
        #expect(await driver.waitUntil { driver.screen.contains("7 episodes, 0 downloaded") })
        // Seven episodes overflow the screen: the list's scroll bar stands at the right edge.
        driver.expectLines(
            [
                row("   Listener Questions #1", "↓┃", width: 80), row("   Swift Talk Weekly", "┃", width: 80),
                details(daysAgo: 0, "26 min", "30 MB") + "┃",
            ], from: 2)
    }

    @Test func editShowsSelectionMarksThatSpaceSets() {
        let driver = Driver(environment: .appMain, app: PodcastQueueApp())
        driver.tabTo("[ Edit ]")
        driver.press(.enter)
        driver.expectLine(0, "Queue                                                           [ Done ] [ ⇅ ▾ ]")
        driver.tabTo("Sleep and Memory")
        driver.press(.character(" "), .down, .character(" "))
        driver.expectLines(
            [row(" ✓ Sleep and Memory", "↓"), "   Science Hour"], from: 2)
        driver.expectLine(5, row(" ✓ Structured Concurrency Deep Dive", "↓"))
    }
}
