import CursesUI
import CursesUITestSupport
import Testing

/// `ScrollViewReader`'s proxy scrolls a scroll view to the view with an id, as a chat scrolls
/// to its newest message, and the view stays there until the focus moves.
@MainActor
struct ScrollViewReaderTests {
    struct Chat: View {
        @State private var messages = (1...10).map { "Message \($0)" }
        var body: some View {
            ScrollViewReader { proxy in
                VStack(alignment: .leading) {
                    HStack {
                        Button("Newest") { proxy.scrollTo(messages.count - 1, anchor: .bottom) }
                        Button("First") { proxy.scrollTo(0, anchor: .top) }
                    }
                    ScrollView(showsIndicators: false) {
                        ForEach(messages.indices, id: \.self) { index in Text(messages[index]) }
                    }
                    .frame(height: 3)
                }
            }
        }
    }

    @Test func scrollToShowsTheViewWithTheIdAtTheAnchor() {
        let driver = Driver(size: Size(width: 30, height: 4)) { Chat() }
        // The messages are centred in the scroll view, as on iOS.
        let indent = String(repeating: " ", count: 10)
        driver.expectLines(["[ Newest ] [ First ]"] + ["Message 1", "Message 2", "Message 3"].map { indent + $0 }, from: 0)
        driver.press(.enter)
        driver.expectLines(["Message 8", "Message 9", "Message 10"].map { indent + $0 }, from: 1)
        driver.press(.tab, .enter)
        driver.expectLines(["Message 1", "Message 2", "Message 3"].map { indent + $0 }, from: 1)
    }

    @Test func stringLocalizedIsTheKeyAsWrittenWithoutACatalogue() {
        let name = "Ana"
        #expect(String(localized: "Welcome back, \(name)!") == "Welcome back, Ana!")
        #expect(String(localized: "greeting", defaultValue: "Hello") == "Hello")
    }
}
