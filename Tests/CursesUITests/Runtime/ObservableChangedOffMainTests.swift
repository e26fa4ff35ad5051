import CursesUI
import CursesUITestSupport
import Observation
import Testing

/// An `@Observable` model changed by an async method a `Task` runs off the main actor (a chat
/// reply after `Task.sleep`), as SwiftUI programs written for iOS 17 do: the view updates, as on
/// iOS, instead of the program stopping.
@MainActor
struct ObservableChangedOffMainTests {
    @Observable
    final class Thread: @unchecked Sendable {
        var replies: [String] = []

        nonisolated func receive(_ text: String) async {
            try? await Task.sleep(for: .milliseconds(5))
            replies.append(text)
        }
    }

    struct Replies: View {
        let thread: Thread
        var body: some View { Text(thread.replies.isEmpty ? "waiting" : thread.replies.joined(separator: ", ")) }
    }

    @Test func aChangeMadeOffTheMainActorRedrawsTheViewReadingIt() async {
        let thread = Thread()
        let driver = Driver(size: Size(width: 20, height: 1)) { Replies(thread: thread) }
        driver.expectLines(["waiting"])
        await Task.detached { await thread.receive("Hi") }.value
        #expect(await driver.waitUntil { driver.lines == ["Hi"] })
    }
}
