import CursesUI
import CursesUITestSupport
import Testing

/// `alignmentGuide(_:computeValue:)` and `position(x:y:)` as SwiftUI programs write them: a
/// line indented or hung from its stack's leading edge, a badge set down a row, a view placed
/// by its centre.
@MainActor
struct AlignmentGuideTests {
    struct Outline: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Title")
                Text("indented").alignmentGuide(.leading) { _ in -4 }
                Text("hang").alignmentGuide(.leading) { d in d[.trailing] }
            }
        }
    }

    @Test func aStackLinesUpItsChildrensLeadingGuides() {
        // Guides 0, -4 and 4 (hang's width) fall on one line, 4 columns from the stack's edge.
        let driver = Driver(size: Size(width: 20, height: 3)) { Outline() }
        driver.expectLines(["    Title", "        indented", "hang"])
    }

    struct Centred: View {
        var body: some View {
            HStack {
                VStack {
                    Text("abc")
                    Text("x").alignmentGuide(HorizontalAlignment.center) { d in d.width + 1 }
                }
                Text("|")
            }
        }
    }

    @Test func aCentreGuideMovesAViewAndWidensItsStack() {
        // "x" puts its centre guide a column past its right edge, one past "abc"'s centre: the stack is four wide.
        let driver = Driver(size: Size(width: 20, height: 2)) { Centred() }
        driver.expectLines([" abc |", "x"])
    }

    struct Row: View {
        var body: some View {
            HStack(alignment: .top) {
                Text("A")
                Text("B").alignmentGuide(.top) { d in d[.top] - 2 }
                Text("C").alignmentGuide(.top) { d in d[.bottom] }
            }
        }
    }

    @Test func aRowLinesUpItsChildrensTopGuides() {
        let driver = Driver(size: Size(width: 10, height: 4)) { Row() }
        driver.expectLines(["    C", "A", "", "  B"])
    }

    struct Badge: View {
        var body: some View {
            ZStack(alignment: .topLeading) {
                Text("Inbox")
                Text("3")
                    .alignmentGuide(.leading) { _ in -6 }
                    .alignmentGuide(.top) { d in d[explicit: .leading] == nil ? 0 : -1 }
            }
        }
    }

    @Test func aZStackLinesUpItsChildrensGuidesOnBothAxes() {
        let driver = Driver(size: Size(width: 10, height: 2)) { Badge() }
        driver.expectLines(["Inbox", "      3"])
    }

    struct Placed: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("hi").position(x: 5, y: 1)
                Text("end")
            }
        }
    }

    @Test func positionPutsTheCentreAtThePointAndTakesAllTheSpace() {
        let driver = Driver(size: Size(width: 10, height: 4)) { Placed() }
        driver.expectLines(["", "    hi", "", "   end"])
    }
}
