import CursesUI
import CursesUITestSupport
import Testing

extension VerticalAlignment {
    /// Hacking with Swift's guide for an account name and a full name in two stacks.
    fileprivate enum MidAccountAndName: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
    }

    fileprivate static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)

    /// The guide of `AlignmentID`'s documentation: a third of the way down a view.
    fileprivate struct FirstThirdAlignment: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
    }

    fileprivate static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

extension HorizontalAlignment {
    fileprivate enum OneQuarterAlignment: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
    }

    fileprivate static let oneQuarter = HorizontalAlignment(OneQuarterAlignment.self)
}

/// Custom alignments as SwiftUI's documentation and courses write them: an `AlignmentID`, a
/// static guide made from it, stacks aligned by it, and views in different stacks lined up.
@MainActor
struct CustomAlignmentTests {
    struct Profile: View {
        var body: some View {
            HStack(alignment: .midAccountAndName) {
                VStack {
                    Text("@twostraws").alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                    Text("[photo]")
                    Text("[photo]")
                }
                VStack {
                    Text("Full name:")
                    Text("PAUL HUDSON").alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                }
            }
        }
    }

    @Test func labelsInTwoStacksLineUpByTheirGuide() {
        // The account name sits beside the full name, not beside "Full name:", as on iOS.
        let driver = Driver(size: Size(width: 24, height: 4)) { Profile() }
        driver.expectLines(["           Full name:", "@twostraws PAUL HUDSON", " [photo]", " [photo]"])
    }

    struct Stripes: View {
        var raisesFirst = false
        var body: some View {
            HStack(alignment: .firstThird) {
                Text(Array(repeating: "a", count: 3).joined(separator: "\n"))
                    .alignmentGuide(.firstThird) { d in raisesFirst ? 2 * d.height / 3 : d[.firstThird] }
                Text(Array(repeating: "b", count: 6).joined(separator: "\n"))
                Text(Array(repeating: "c", count: 9).joined(separator: "\n"))
            }
        }
    }

    @Test func aStackLinesUpTheDefaultValuesOfItsChildren() {
        // A third of the way down each: rows 1, 2 and 3 of views 3, 6 and 9 high fall together.
        let driver = Driver(size: Size(width: 8, height: 9)) { Stripes() }
        driver.expectLines(["    c", "  b c", "a b c", "a b c", "a b c", "  b c", "  b c", "    c", "    c"])
    }

    @Test func aGuideSetOnAViewOverridesTheDefault() {
        let driver = Driver(size: Size(width: 8, height: 9)) { Stripes(raisesFirst: true) }
        driver.expectLines(["    c", "a b c", "a b c", "a b c", "  b c", "  b c", "  b c", "    c", "    c"])
    }

    struct Quarters: View {
        var body: some View {
            VStack(alignment: .oneQuarter) {
                Text("12345678")
                Text("abcd")
                Text("xy").alignmentGuide(.oneQuarter) { d in d[.leading] }
            }
        }
    }

    @Test func aColumnLinesUpACustomHorizontalGuide() {
        // Quarter guides at 2, 1 and 0 (set to the leading edge) fall on column 2.
        let driver = Driver(size: Size(width: 10, height: 3)) { Quarters() }
        driver.expectLines(["12345678", " abcd", "  xy"])
    }

    struct Corner: View {
        var body: some View {
            ZStack(alignment: Alignment(horizontal: .oneQuarter, vertical: .firstThird)) {
                Text("........\n........\n........")
                Text("#")
            }
        }
    }

    @Test func aZStackUsesAnAlignmentOfTwoCustomGuides() {
        // The dots' guides at column 2, row 1; the mark's at 0, 0 (a quarter and a third of one cell).
        let driver = Driver(size: Size(width: 8, height: 3)) { Corner() }
        driver.expectLines(["........", "..#.....", "........"])
    }
}
