import CursesUI
import CursesUITestSupport
import Testing

/// Charts shaped like Swift Charts, drawn with eighth blocks, fitting the width they get.
@MainActor
struct ChartTests {
    struct Month: Identifiable {
        let id: String
        let saved: Double
    }

    @Test func barsRiseInEighthsAndLabelsSitUnderThem() {
        let months = [Month(id: "Jan", saved: 80), Month(id: "Feb", saved: 40), Month(id: "Mar", saved: 10)]
        let driver = Driver(size: Size(width: 16, height: 5)) {
            Chart(months) { month in
                BarMark(x: .value("Month", month.id), y: .value("Saved", month.saved))
            }
        }
        // The scale rounds up to 100 in steps of 50, written on the trailing side; 4 rows are 32
        // eighths: 80 is 26 of them (3 rows and ▂), 40 is 13 (a row and ▅), 10 is 3 (▃). The
        // default marks draw a dim grid line at each value, as Swift Charts does; bars cover it.
        #expect(
            driver.lines == [
                "▂▂▂┈┈┈┈┈┈┈┈┈ 100",
                "███┈┈┈┈┈┈┈┈┈ 50",
                "███ ▅▅▅",
                "███┈███┈▃▃▃┈ 0",
                "Jan Feb Mar",
            ])
    }

    @Test func columnsShareOutTheWholeWidthOfThePlot() {
        let months = ["a", "b", "c", "d", "e"].map { Month(id: $0, saved: 10) }
        let driver = Driver(size: Size(width: 12, height: 3)) {
            Chart(months) { BarMark(x: .value("Month", $0.id), y: .value("Saved", $0.saved)) }.chartYAxis(.hidden)
        }
        // 12 columns for 5 bars are 2.4 each, as Swift Charts' band scale spreads them: bars
        // of one cell start at 0, 2, 4, 7 and 9, so the last stands at the right edge, not
        // two cells short of it.
        driver.expectLines(["█ █ █  █ █", "█ █ █  █ █", "a b c  d e"])
    }

    @Test func horizontalBarsShareOutTheWholeHeight() {
        let months = ["a", "b", "c"].map { Month(id: $0, saved: 10) }
        let driver = Driver(size: Size(width: 6, height: 7)) {
            Chart(months) { BarMark(x: .value("Saved", $0.saved), y: .value("Month", $0.id)) }.chartXAxis(.hidden)
        }
        // 7 rows for 3 bars are 2⅓ each: each bar stands in the middle of its share, not in
        // the first 6 rows with the last left empty.
        driver.expectLines(["", "a ████", "", "b ████", "", "c ████", ""])
    }

    /// Writes euros with two decimals, as a Foundation format style would.
    struct Euros: FormatStyle {
        func format(_ value: Double) -> String { "€" + String(Int(value)) + ".00" }
    }

    @Test func theYAxisWritesItsValuesInTheGivenFormatOrNotAtAll() {
        let months = [Month(id: "Jan", saved: 80), Month(id: "Feb", saved: 40)]
        let driver = Driver(size: Size(width: 18, height: 6)) {
            VStack(alignment: .leading, spacing: 0) {
                Chart(months) { BarMark(x: .value("Month", $0.id), y: .value("Saved", $0.saved)) }
                    .chartYAxis { AxisMarks(format: Euros()) }
                    .frame(height: 3)
                Chart(months) { BarMark(x: .value("Month", $0.id), y: .value("Saved", $0.saved)) }
                    .chartYAxis(.hidden)
                    .frame(height: 3)
            }
        }
        #expect(driver.lines[0] == "▅▅▅▅┈┈┈┈┈┈ €100.00", "the scale rounded up to a step, on the trailing side")
        #expect(driver.lines[1] == "████┈▆▆▆▆┈ €0.00", "zero is written the same way")
        #expect(driver.lines[2] == "Jan  Feb")
        #expect(driver.lines[3] == "████████")
        #expect(driver.lines[4] == "████████ ████████", "without an axis the bars take the whole width, and no grid line runs between them")
        #expect(driver.lines[5] == "Jan      Feb")
    }

    @Test func chineseLabelsAreCutByDisplayWidthAndALineMarksItsPoints() {
        let driver = Driver(size: Size(width: 12, height: 4)) {
            Chart {
                LineMark(x: .value("月", "一月份"), y: .value("存", 2))
                LineMark(x: .value("月", "二月份"), y: .value("存", 4))
            }
        }
        #expect(driver.lines[0].hasSuffix(" 4") && driver.lines[0].contains("•"), "the top step, on the trailing side")
        #expect(driver.lines[1].contains("•") && driver.lines[1].hasSuffix(" 2"), "half the largest value, half way up")
        #expect(driver.lines[3] == "一月 二月", "each label cut to its 5-column slot less a gap")
    }

    @Test func aNarrowTerminalDrawsNothingRatherThanOverlap() {
        let driver = Driver(size: Size(width: 4, height: 4)) {
            Chart {
                BarMark(x: .value("x", "a"), y: .value("y", 1))
                BarMark(x: .value("x", "b"), y: .value("y", 2))
                BarMark(x: .value("x", "c"), y: .value("y", 3))
            }
        }
        #expect(driver.lines.allSatisfy { $0.isEmpty })
    }
}
