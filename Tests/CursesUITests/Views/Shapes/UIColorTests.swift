import CursesUI
import CursesUITestSupport
import Testing

@testable import CursesUICore

/// UIKit colours in SwiftUI code: `Color(.systemGray5)` behind a bubble is a dark grey where
/// the terminal has 256 colours and no background where it has fewer; the system tints are
/// SwiftUI's colours.
@MainActor
struct UIColorTests {
    @Test func aSystemGreyFillIsABackdropAndASystemTintItsSwiftUIColour() {
        let driver = Driver(size: Size(width: 10, height: 1)) {
            HStack(spacing: 0) {
                Text("Hi").background(Color(.systemGray5))
                Text("!").foregroundStyle(Color(uiColor: .systemRed))
            }
        }
        driver.expectLines(["Hi!"])
        let fill = driver.terminal.screen[0, 0].style.background
        #expect(fill.terminalNumber(colors: 256, isBackground: true) == 236, "the grey nearest (44, 44, 46)")
        #expect(fill.terminalNumber(colors: 16, isBackground: true) == -1, "none with 16 colours")
        #expect(driver.terminal.screen[2, 0].style.foreground == .red)
        #expect(Color(.label) == .primary && Color(.secondaryLabel) == .secondary)
    }

    @Test func uiKitsFixedGreysAreGreysAndItsFixedTintsSwiftUIsColours() {
        let driver = Driver(size: Size(width: 10, height: 1)) { Text("AC").background(Color(.lightGray)) }
        driver.expectLines(["AC"])
        #expect(driver.terminal.screen[0, 0].style.background == Color(white: 2.0 / 3))
        #expect(Color(.darkGray) == Color(white: 1.0 / 3) && Color(.orange) == .orange && Color(.red) == .red)
    }
}
