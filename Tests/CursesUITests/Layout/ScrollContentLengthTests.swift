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

/// A `Spacer` in a scroll view's stack is its minimum length along the scroll axis, as in
/// SwiftUI, rather than the unbounded length the scroll view offers.
@MainActor
struct ScrollViewSpacerTests {
    @Test func aSpacerInAScrollViewIsItsMinimumLength() {
        let driver = Driver(size: Size(width: 20, height: 6)) {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Top")
                    Spacer()
                    Text("Middle")
                    Text("End")
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        driver.expectLines(["Top", "Middle", "End", "", "", ""])
    }

    @Test func aSpacerWithAMinimumLengthInAScrollViewKeepsIt() {
        let driver = Driver(size: Size(width: 20, height: 6)) {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Top")
                    Spacer(minLength: 2)
                    Text("End")
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        driver.expectLines(["Top", "", "", "End", "", ""])
    }

    @Test func aSpacerInAHorizontalScrollViewIsItsMinimumLength() {
        let driver = Driver(size: Size(width: 20, height: 2)) {
            ScrollView(.horizontal) {
                VStack(alignment: .leading, spacing: 0) {
                    HStack(spacing: 0) {
                        Text("A")
                        Spacer()
                        Text("B")
                    }
                    HStack(spacing: 0) {
                        Text("A")
                        Spacer(minLength: 3)
                        Text("C")
                    }
                }
            }
        }
        // The column is as wide as its widest row; the first row's spacer fills that, as in SwiftUI.
        driver.expectLines(["A   B", "A   C"])
    }
}
