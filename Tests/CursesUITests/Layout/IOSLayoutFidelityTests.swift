import CursesUI
import CursesUITestSupport
import Testing

/// Layouts that come out as on iOS: spacers with different minimum lengths share a bounded
/// stack, grid cells centre their content, a labelled date picker takes the width, and a
/// link several lines tall centres its chevron.
@MainActor
struct IOSLayoutFidelityTests {
    @Test func spacersWithDifferentMinimumsEachKeepTheirsAndShareTheRest() {
        let driver = Driver(size: Size(width: 20, height: 2)) {
            VStack(alignment: .leading) {
                HStack(spacing: 0) {
                    Text("a")
                    Spacer(minLength: 2)
                    Text("b")
                    Spacer(minLength: 10)
                    Text("c")
                }
                .frame(width: 15)
                HStack(spacing: 0) {
                    Text("a")
                    Spacer(minLength: 2)
                    Text("b")
                    Spacer(minLength: 10)
                    Text("c")
                }
            }
        }
        // 15 columns: the minimums, 2 and 10; 20: 17 of gap, each its minimum and half of the 5 left.
        driver.expectLines(["a  b          c", "a    b             c"])
    }

    @Test func lazyGridCellsAreCentredUnlessTheirColumnSaysOtherwise() {
        let driver = Driver(size: Size(width: 21, height: 2)) {
            VStack(alignment: .leading, spacing: 0) {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
                    Text("a")
                    Text("bb")
                    Text("ccc")
                }
                LazyVGrid(columns: [GridItem(.flexible(), alignment: .leading), GridItem(.flexible(), alignment: .trailing)]) {
                    Text("a")
                    Text("b")
                }
            }
        }
        // Columns of 6 cells, 7 apart: each item in the middle of its own; then leading and trailing.
        driver.expectLines(["  a      bb    ccc", "a                   b"])
    }

    @Test func aGridCentresACellInItsColumn() {
        let driver = Driver(size: Size(width: 20, height: 2)) {
            Grid {
                GridRow {
                    Text("a")
                    Text("b")
                }
                GridRow {
                    Text("wide")
                    Text("wider")
                }
            }
        }
        driver.expectLines([" a     b", "wide wider"])
    }
}
