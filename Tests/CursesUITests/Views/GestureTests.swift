import CursesUI
import CursesUITestSupport
import Foundation
import Testing

/// SwiftUI's gestures in their terminal form: the focused view's keys drive them, their
/// callbacks and `@GestureState` behave as on iOS, and stacked gestures share one focus stop.
@MainActor
struct GestureTests {
    struct Dragging: View {
        @State private var log: [String] = []
        @GestureState private var live = CGSize.zero
        var body: some View {
            VStack(alignment: .leading) {
                Text("live \(Int(live.width)),\(Int(live.height))")
                    .gesture(
                        DragGesture()
                            .updating($live) { value, state, _ in state = value.translation }
                            .onChanged { log.append("changed \(Int($0.translation.width)),\(Int($0.translation.height))") }
                            .onEnded { log.append("ended \(Int($0.translation.width)),\(Int($0.translation.height))") })
                Text(log.suffix(2).joined(separator: "; "))
                Button("Other") {}
            }
        }
    }

    @Test func arrowsDragByACellAndEnterEndsTheDragResettingTheGestureState() {
        let driver = Driver(size: Size(width: 40, height: 3)) { Dragging() }
        driver.press(.right, .right, .down)
        driver.expectLines(["live 2,1", "changed 2,0; changed 2,1"])
        driver.press(.enter)
        driver.expectLines(["live 0,0", "changed 2,1; ended 2,1"])
    }

    @Test func aDragInProgressEndsWhenFocusLeavesAndEnterAloneDoesNothing() {
        let driver = Driver(size: Size(width: 40, height: 3)) { Dragging() }
        driver.press(.enter)
        driver.expectLines(["live 0,0", ""])  // no drag, so nothing to end
        driver.press(.left, .tab)
        driver.expectLines(["live 0,0", "changed -1,0; ended -1,0"])
    }

    @Test func pointsAreColumnsAndRowsInAPointsProgram() {
        let driver = Driver(size: Size(width: 40, height: 3), environment: .appMain) { Dragging() }
        driver.press(.right, .down)
        #expect(driver.lines[0].hasSuffix("live 8,17"), "a column is 8 points, a row 17")
    }

    struct Stacked: View {
        @State private var scale = 1.0
        @State private var taps = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("scale \(scale, specifier: "%.2f") taps \(taps)")
                    .gesture(MagnifyGesture().onEnded { scale *= $0.magnification })
                    .onTapGesture(count: 2) { taps += 1 }
                Button("Other") {}
            }
        }
    }

    @Test func aGestureAndATapOnOneViewShareOneFocusStopTheInnerFirst() {
        let driver = Driver(size: Size(width: 40, height: 2)) { Stacked() }
        driver.press(.character("+"), .character("+"), .enter)
        driver.expectLine(0, "scale 1.56 taps 0")  // Enter ended the pinch, which came first
        driver.press(.enter)
        driver.expectLine(0, "scale 1.56 taps 1")  // with no pinch in progress Enter is the tap
        driver.press(.tab)
        #expect(driver.terminal.screen[0, 1].style.reverse, "one Tab leaves the view: one focus stop for both gestures")
    }

    struct Combined: View {
        @State private var log = ""
        var body: some View {
            VStack(alignment: .leading) {
                Text("exclusive").gesture(
                    TapGesture().map { "tap" }.exclusively(before: LongPressGesture().map { _ in "press" })
                        .onEnded { value in
                            switch value {
                            case .first(let first): log = first
                            case .second(let second): log = second
                            }
                        })
                Text("sequence").gesture(
                    LongPressGesture().sequenced(before: RotateGesture())
                        .onEnded { value in
                            if case .second(let pressed, let rotation) = value {
                                log = "pressed \(pressed), turned \(Int((rotation?.rotation.degrees ?? 0).rounded()))"
                            }
                        })
                Text(log)
            }
        }
    }

    @Test func exclusiveGesturesGiveTheFirstTheChoiceAndSequencesRunInTurn() {
        let driver = Driver(size: Size(width: 40, height: 3)) { Combined() }
        driver.press(.enter)
        driver.expectLine(2, "tap")
        driver.press(.tab, .enter, .character("]"), .character("]"), .enter)
        driver.expectLine(2, "pressed true, turned 30")
    }
}
