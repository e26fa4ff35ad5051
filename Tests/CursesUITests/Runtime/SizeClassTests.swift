import CursesUI
import CursesUITestSupport
import Testing

/// `@Environment(\.horizontalSizeClass)` follows the terminal across resizes, and only views
/// that read it are evaluated again when it changes.
@MainActor
struct SizeClassTests {
    struct Screen: View {
        @Environment(\.horizontalSizeClass) var width
        @Environment(\.verticalSizeClass) var height

        var body: some View {
            VStack(alignment: .leading) {
                Text(width == .regular ? "side by side" : "stacked")
                Text(height == .regular ? "tall" : "short")
            }
        }
    }

    @Test func classesFollowTheTerminalSize() {
        let driver = Driver(size: Size(width: 80, height: 24)) { Screen() }
        #expect(driver.lines[0].hasPrefix("stacked") && driver.lines[1].hasPrefix("short"))
        driver.resize(width: UserInterfaceSizeClass.regularWidth, height: UserInterfaceSizeClass.regularHeight)
        #expect(driver.lines[0].hasPrefix("side by side") && driver.lines[1].hasPrefix("tall"))
        driver.resize(width: 99, height: 40)
        #expect(driver.lines[0].hasPrefix("stacked") && driver.lines[1].hasPrefix("tall"))
    }

    @Test func aResizeWithinAClassEvaluatesNothing() {
        let driver = Driver(size: Size(width: 80, height: 24)) { Screen() }
        let before = driver.app.graph.counters.nodeEvaluations
        driver.resize(width: 90, height: 20)
        #expect(driver.app.graph.counters.nodeEvaluations == before)
    }
}
