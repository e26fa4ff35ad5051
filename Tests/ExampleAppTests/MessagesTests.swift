import CursesUI
import CursesUITestSupport
import Testing

@testable import Messages

/// Examples/Messages, driven as PROGRAMS2.md drives it on iOS: the conversations, each a name
/// over its last message, with Mum's unread badge; her thread shows her message on the left with its time; a sent message goes
/// right, then the async reply comes in (after "Mum is typing…" for a second);
/// back in the list the badge is gone. The reply is changed off the main actor, in a `Task`.
@MainActor
struct MessagesTests {
    func row(_ left: String, _ right: String) -> String {
        left + String(repeating: " ", count: max(1, 79 - left.count - right.count)) + right
    }

    @Test func sendingAMessageShowsItThenTheTypingLineThenTheReply() async {
        let driver = Driver(environment: .appMain, app: MessagesApp())
        driver.expectLines([
            "Messages", row("Mum", "1  ›"), "Are you coming for dinner on Sunday?", row("Sam", "›"), "Yes, just now",
            row("Book Club", "›"), "No messages yet",
        ])
        driver.press(.enter)  // the first conversation, where the cursor starts
        driver.expectLines(["Messages › Mum", "", "   Are you coming for dinner on Sunday?"])
        // Its time as Foundation writes it in the locale: 6:57 AM, or 06:57 on a 24-hour clock.
        if Date.now.formatted(date: .omitted, time: .shortened).hasSuffix("M") {
            #expect(driver.lines[3].hasSuffix("M"))
        } else {
            #expect(driver.lines[3].wholeMatch(of: /\s+\d\d:\d\d/) != nil, "\(driver.lines[3])")
        }
        driver.type("hello there")
        driver.press(.enter)
        // Mine goes right at once; "Mum is typing…" shows for a second (too short to wait for
        // under a loaded test run), then her reply.
        #expect(await driver.waitUntil { driver.lines[4].hasSuffix("hello there") })
        #expect(driver.lines[4].hasPrefix("     "), "mine, on the right")
        #expect(await driver.waitUntil { driver.screen.contains("Hi 👋") })
        #expect(driver.lines[6] == "   Hi 👋")
        #expect(!driver.screen.contains("is typing"))
        #expect(driver.lines.contains { $0.hasPrefix(" Message_") && $0.hasSuffix("_ [ ↑ ]") }, "the field, emptied")
        driver.press(.escape)
        driver.expectLines(["Messages", row("Mum", "›"), "Hi 👋", row("Sam", "›")], from: 0)
    }

    @Test func aQuestionGetsItsOwnReply() async {
        let driver = Driver(environment: .appMain, app: MessagesApp())
        driver.press(.down, .enter)
        driver.expectLines(["Messages › Sam", "", "   Did you push the fix?"])
        driver.type("Shall we ship it?")
        driver.press(.enter)
        #expect(await driver.waitUntil { driver.screen.contains("Good question!") })
        #expect(driver.lines.contains("   Good question! Let me think about it."))
    }
}
