import CursesUI
import CursesUITestSupport
import Testing

/// The layout modifiers and containers ordinary SwiftUI programs reach for: each changes what
/// the screen shows as in SwiftUI, and the ones without a terminal meaning leave it as it was.
@MainActor
struct LayoutAdjustmentTests {
    @Test func fixedSizeKeepsATextWholeWhereItWouldWrap() {
        let driver = Driver(size: Size(width: 30, height: 4)) {
            VStack(alignment: .leading) {
                Text("one two three four").frame(width: 9, alignment: .topLeading)
                Text("one two three four").fixedSize().frame(width: 9, alignment: .topLeading)
            }
        }
        driver.expectLines(["one two", "three", "four", "one two t"])
    }

    @Test func layoutPriorityGivesTheDetailItsWidthBeforeTheShorterTitle() {
        let driver = Driver(size: Size(width: 20, height: 2)) {
            VStack(alignment: .leading) {
                HStack(spacing: 1) {
                    Text("A long detail line").lineLimit(1)
                    Text("Title").lineLimit(1)
                }
                HStack(spacing: 1) {
                    Text("A long detail line").lineLimit(1).layoutPriority(1)
                    Text("Title").lineLimit(1)
                }
            }
        }
        driver.expectLine(0, "A long detail… Title")
        driver.expectLine(1, "A long detail line …")
    }

    struct Offsets: View {
        @State private var shift = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("Moved").offset(x: shift, y: 1)
                Spacer().frame(height: 1)
                Button("Shift") { shift += 2 }
            }
        }
    }

    @Test func offsetMovesTheDrawingAndKeepsTheLayout() {
        let driver = Driver(size: Size(width: 20, height: 3)) { Offsets() }
        driver.expectLines(["", "Moved", "[ Shift ]"])  // the text keeps its place on row 0
        driver.press(.enter)
        driver.expectLines(["", "  Moved", "[ Shift ]"])
    }

    @Test func aHiddenViewKeepsItsSpaceAndCannotBeFocused() {
        let driver = Driver(size: Size(width: 24, height: 3)) {
            VStack(alignment: .leading) {
                Button("Hidden") {}.hidden()
                Button("Shown") {}
            }
        }
        driver.expectLines(["", "[ Shown ]", ""])
        #expect(driver.terminal.screen[2, 1].style.reverse, "focus starts on the only button that shows")
        driver.press(.tab)
        #expect(driver.terminal.screen[2, 1].style.reverse, "Tab cannot reach the hidden one")
    }

    @Test func viewThatFitsShowsTheFirstChoiceThatFitsAndFollowsAResize() {
        let driver = Driver(size: Size(width: 40, height: 4)) {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 1) {
                    Button("Save") {}
                    Button("Save and Close") {}
                }
                VStack(alignment: .leading) {
                    Button("Save") {}
                    Button("Save and Close") {}
                }
            }
        }
        driver.expectLine(0, "[ Save ] [ Save and Close ]")
        driver.resize(width: 20, height: 4)
        driver.expectLines(["[ Save ]", "[ Save and Close ]", "", ""])
        #expect(driver.terminal.screen[2, 0].style.reverse, "focus goes to the first button of the choice shown")
        driver.press(.tab)
        #expect(driver.terminal.screen[2, 1].style.reverse, "focus moves between the shown buttons")
        driver.resize(width: 40, height: 4)
        driver.expectLine(0, "[ Save ] [ Save and Close ]")
    }

    @Test func geometryReaderBuildsItsContentFromTheSizeItGot() {
        let driver = Driver(size: Size(width: 30, height: 4)) {
            GeometryReader { proxy in
                VStack(alignment: .leading) {
                    Text("\(proxy.size.width)×\(proxy.size.height)")
                    Text(proxy.size.width > 25 ? "Wide" : "Narrow")
                    Text("at \(proxy.frame(in: .global).minX),\(proxy.frame(in: .local).minY)")
                    let size: CGSize = proxy.size  // Foundation's, as in SwiftUI
                    Text("area \(size.width * size.height)")
                }
            }
        }
        driver.expectLines(["30.000000×4.000000", "Wide", "at 0.000000,0.000000", "area 120.000000"])
        #expect(driver.app.graph.extraPasses.isEmpty, "the size is learned in the layout, not in another update pass")
        driver.resize(width: 20, height: 4)
        driver.expectLines(["20.000000×4.000000", "Narrow", "at 0.000000,0.000000", "area 80.000000"])
    }

    @Test func aProgramWritingPointsGetsItsGeometryInPointsAndAHalfWidthFrameIsHalfTheColumns() {
        var points = EnvironmentValues()
        points.lengthUnit = .points
        let driver = Driver(size: Size(width: 40, height: 3), environment: points) {
            GeometryReader { proxy in
                VStack(alignment: .leading, spacing: 0) {
                    Text("\(proxy.size.width)×\(proxy.size.height)")
                    Text(String(repeating: "=", count: 40)).frame(width: proxy.size.width * 0.5)
                }
            }
        }
        driver.expectLines(["320.000000×51.000000", String(repeating: "=", count: 20)])
    }

    struct Motion: View {
        @Namespace private var namespace
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("Count: \(count)")
                    .matchedGeometryEffect(id: "count", in: namespace)
                    .sensoryFeedback(.increase, trigger: count)
                    .zIndex(1)
                Button("Add") { count += 1 }
                    .hoverEffect(.highlight)
                    .onHover { _ in count = -100 }
                    .sensoryFeedback(trigger: count) { old, new in new > old ? .success : nil }
            }
        }
    }

    @Test func motionAndDeviceModifiersCompileAndLeaveTheScreenAsItWas() {
        let driver = Driver(size: Size(width: 20, height: 2)) { Motion() }
        driver.press(.enter, .enter)
        driver.expectLines(["Count: 2", "[ Add ]"])
    }
}
