import CursesUI
import CursesUITestSupport
import Testing

@testable import ChatRoom

/// Examples/ChatRoom, driven as PROGRAMS8.md drives it on iOS: the partner's bubbles on the
/// left, mine on the right; the send button is dim while the field is empty; Return sends, the
/// view scrolls to the newest message and the simulated reply arrives after its `Task.sleep`;
/// the toolbar menu renames the chat through an alert's text field and clears it after a
/// confirmation dialog. Rows with a time of day are not compared: they follow the clock.
@MainActor
struct ChatRoomTests {
    /// `text` ending at column 76, as a bubble of mine is.
    func mine(_ text: String) -> String { String(repeating: " ", count: 76 - text.count) + text }

    @Test func theBubblesSitLeftAndRight() {
        let driver = Driver(environment: .appMain, app: ChatRoomApp())
        driver.expectLine(0, "Swift Friends                                                            [ ⋯ ▾ ]")
        driver.expectLine(3, "   Hey! Did you try the new Observation framework?")
        driver.expectLine(7, mine("Yes, it's so much cleaner than ObservableObject."))
        driver.expectLine(11, "   Agreed. No more @Published everywhere!")
        driver.expectLines(
            [
                "────────────────────────────────────────────────────────────────────────────────",
                "   Message_____________________________________________________________   [ ↑ ]",
            ], from: 22)
    }

    @Test func sendIsDimUntilThereIsTextAndReturnSendsThenTheReplyArrives() async {
        let driver = Driver(environment: .appMain, app: ChatRoomApp())
        let send = { driver.terminal.screen[75, 23].style.dim }
        #expect(send())
        driver.type("   ")
        #expect(send())
        driver.press(.backspace, .backspace, .backspace)
        driver.type("hello?")
        #expect(!send())
        driver.press(.enter)
        driver.expectLine(15, mine("hello?"))
        driver.expectLine(23, "   Message_____________________________________________________________   [ ↑ ]")
        #expect(await driver.waitUntil { driver.lines[19].hasPrefix("   Hi there!") })
        driver.expectLine(19, "   Hi there! 👋                                                                ┃")
        driver.expectLine(15, mine("hello?") + "   ┃")
    }

    @Test func theMenuRenamesTheChatThroughTheAlert() {
        let driver = Driver(environment: .appMain, app: ChatRoomApp())
        driver.tabTo("[ ⋯ ▾ ]")
        driver.press(.enter, .enter)
        #expect(driver.screen.contains("Rename Chat"))
        #expect(driver.screen.contains("Enter a new name for this conversation."))
        for _ in 0..<13 { driver.press(.backspace) }
        driver.type("Team Chat")
        driver.tabTo("Save")
        driver.press(.enter)
        driver.expectLine(0, "Team Chat                                                                [ ⋯ ▾ ]")
    }

    @Test func clearingAfterTheConfirmationLeavesNoMessages() {
        let driver = Driver(environment: .appMain, app: ChatRoomApp())
        driver.tabTo("[ ⋯ ▾ ]")
        driver.press(.enter, .down, .enter)
        #expect(driver.screen.contains("Clear Conversation?"))
        #expect(driver.screen.contains("This removes every message. It cannot be undone."))
        driver.tabTo("Clear All Messages")
        driver.press(.enter)
        #expect(!driver.screen.contains("Observation framework"))
        #expect(driver.screen.contains("No Messages"))
        #expect(driver.screen.contains("Say hello to start the conversation."))
    }
}
