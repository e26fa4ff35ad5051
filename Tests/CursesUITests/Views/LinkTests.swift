import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import CursesUICore

/// `Link` opens its destination through `openURL` and marks its cells as a hyperlink;
/// `ShareLink` copies its item to the terminal's clipboard.
@MainActor
struct LinkTests {
    struct Links: View {
        @State private var opened = "nothing"
        var body: some View {
            VStack(alignment: .leading) {
                Link("Terms", destination: URL(string: "https://example.com/terms")!)
                ShareLink(item: "a note")
                Text("opened: \(opened)")
            }
            .environment(
                \.openURL,
                OpenURLAction { url in
                    opened = url.host() ?? "?"
                    return .handled
                })
        }
    }

    @Test func aLinkIsUnderlinedMarkedAsAHyperlinkAndOpensThroughOpenURL() {
        let driver = Driver(size: Size(width: 30, height: 4)) { Links() }
        driver.expectLines(["Terms", "[ ⇪ Share ]", "opened: nothing"])
        let cell = driver.terminal.screen[1, 0]
        #expect(cell.style.underline)
        #expect(cell.style.foreground == .blue)
        #expect(driver.terminal.hyperlinks.map(\.destination) == ["https://example.com/terms"])
        #expect(driver.terminal.hyperlinks.first?.run.cells.map(\.text).joined() == "Terms")
        driver.press(.enter)
        driver.expectLine(2, "opened: example.com")
    }

    @Test func aShareLinkCopiesItsItemToTheClipboard() {
        let driver = Driver(size: Size(width: 30, height: 4)) { Links() }
        #expect(driver.terminal.clipboard == nil)
        driver.press(.tab, .enter)
        #expect(driver.terminal.clipboard == "a note")
    }

    @Test func theHyperlinkAndClipboardSequencesWrapTheCellsAndTheText() {
        let run = CellRun(x: 2, y: 1, cells: "Hi".map { Cell(text: String($0), width: 1, style: Style(underline: true)) })
        let bytes = Hyperlinks.sequence(for: HyperlinkRun(destination: "https://e.x/\u{7}", run: run)) { _ in "<sgr>" }
        #expect(
            bytes == "\u{1B}7\u{1B}[2;3H\u{1B}]8;;https://e.x/\u{1B}\\<sgr>Hi\u{1B}]8;;\u{1B}\\\u{1B}8",
            "a control character in the URL is dropped")
        #expect(Hyperlinks.clipboardSequence(for: "hé") == "\u{1B}]52;c;aMOp\u{07}")
        #expect(Hyperlinks.areSupported(environment: ["TERM": "xterm-kitty"]))
        #expect(!Hyperlinks.areSupported(environment: ["TERM": "xterm-256color"]), "unknown terminals get no sequences")
        #expect(!Hyperlinks.areSupported(environment: ["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"]))
    }
}
