import CursesUI
import CursesUITestSupport
import Testing

/// The defaults a SwiftUI program leaves unwritten, as SwiftUI has them: stacks and frames
/// centre, a window's root and a navigation stack's screen are centred in their area, and a
/// stack offers its space to the least flexible children first.
@MainActor
struct SwiftUILayoutDefaultsTests {
    @Test func vStackCentresItsChildrenAcross() {
        let driver = Driver(size: Size(width: 12, height: 3)) {
            VStack {
                Text("one")
                Text("three")
                Text("x")
            }
        }
        driver.expectLines([" one", "three", "  x"])
    }

    @Test func hStackCentresItsChildrenDown() {
        let driver = Driver(size: Size(width: 12, height: 3)) {
            HStack {
                Text("a")
                Text("b\nc\nd")
            }
        }
        driver.expectLines(["  b", "a c", "  d"])
    }

    @Test func frameCentresItsContent() {
        let driver = Driver(size: Size(width: 12, height: 4)) {
            VStack(alignment: .leading, spacing: 0) {
                Text("hi").frame(width: 6, height: 3)
                Text("end")
            }
        }
        driver.expectLines(["", "  hi", "", "end"])
    }

    @Test func flexibleFrameCentresItsContentInTheSpaceItTakes() {
        let driver = Driver(size: Size(width: 9, height: 3)) {
            Text("mid").frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        driver.expectLines(["", "   mid", ""])
    }

    @Test func fixedTextsKeepTheirRowsBesideATallFlexibleFrame() {
        let driver = Driver(size: Size(width: 10, height: 6)) {
            VStack(spacing: 0) {
                Text("Card 1")
                Text("front").frame(maxWidth: .infinity, minHeight: 12)
                Text("hint")
                Text("[ OK ]")
            }
        }
        driver.expectLines(["  Card 1", "", "  front", "", "   hint", "  [ OK ]"])
    }

    @Test func aRowGivesTheShorterTextItsWidthBeforeTheLongerOne() {
        let driver = Driver(size: Size(width: 20, height: 1)) {
            HStack(spacing: 1) {
                Text("A long detail line").lineLimit(1)
                Text("Title").lineLimit(1)
            }
        }
        driver.expectLines(["A long detail… Title"])
    }

    @Test func aViewWithASafeAreaInsetIsCentredInTheRestOfTheHeight() {
        let driver = Driver(size: Size(width: 10, height: 5)) {
            Text("mid").safeAreaInset(edge: .bottom) { Text("bar") }
        }
        driver.expectLines(["", "   mid", "", "", "   bar"])
    }

    struct SmallWindow: App {
        var body: some Scene {
            WindowGroup { Text("Hello") }
        }
    }

    @Test func aWindowsRootSmallerThanTheScreenIsCentredInIt() {
        let driver = Driver(size: Size(width: 15, height: 5), app: SmallWindow())
        driver.expectLines(["", "", "     Hello", "", ""])
    }

    @Test func aNavigationStacksScreenIsCentredBelowItsBar() {
        let driver = Driver(size: Size(width: 20, height: 6)) {
            NavigationStack {
                VStack {
                    Text("12:00")
                    Button("Start") {}
                }
                .navigationTitle("Timer")
            }
        }
        driver.expectLines(["Timer", "", "       12:00", "     [ Start ]", "", ""])
    }
}
