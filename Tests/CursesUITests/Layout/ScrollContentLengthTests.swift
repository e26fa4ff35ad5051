import CursesUI
import CursesUITestSupport
import Testing

/// A scroll view offers its content an unbounded length, as SwiftUI's does: a divider between a
/// row's cells is as tall as the row there, and the stacks around it as tall as their content.
@MainActor
struct ScrollContentLengthTests {
    @Test func aRowsDividersAreAsTallAsTheRowInAScrollView() {
        let driver = Driver(size: Size(width: 20, height: 8)) {
            ScrollView {
                VStack(spacing: 0) {
                    HStack(spacing: 0) {
                        VStack(spacing: 0) {
                            Text("1")
                            Text("Rolls")
                        }
                        .frame(maxWidth: .infinity)
                        Divider()
                        VStack(spacing: 0) {
                            Text("7")
                            Text("Best")
                        }
                        .frame(maxWidth: .infinity)
                    }
                    Text("after")
                }
            }
        }
        driver.expectLines(["    1    │   7", "  Rolls  │  Best", "       after", ""])
    }
}
