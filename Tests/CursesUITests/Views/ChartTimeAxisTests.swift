import CursesUI
import CursesUITestSupport
import Testing

/// Dates that stand for a unit (`.value("Day", date, unit: .day)`) lie on a time axis, as in
/// Swift Charts: in time order whatever the data's order, a column for each day between the
/// first and the last (a day without data is a gap), over the `chartXScale` domain when one is
/// given.
@MainActor
struct ChartTimeAxisTests {
    struct Day: Identifiable {
        let day: Int
        let steps: Int
        var id: Int { day }
        var date: Date { Calendar.current.date(from: DateComponents(year: 2024, month: 5, day: day, hour: 9))! }
    }

    /// Newest first, as a list of records keeps them, and no record on the 7th.
    static let newestFirst = [Day(day: 9, steps: 4), Day(day: 8, steps: 2), Day(day: 6, steps: 4)]

    @Test func daysStandInTimeOrderWithAGapForADayWithoutData() {
        let driver = Driver(size: Size(width: 12, height: 3)) {
            Chart(Self.newestFirst) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps)) }
                .chartYAxis(.hidden)
        }
        // Four days in 12 columns, 3 each: the 6th, the empty 7th, the 8th half as tall, the 9th;
        // the default marks' grid line runs down the gap before each day, where it starts.
        driver.expectLines(["██┊  ┊  ┊██", "██┊  ┊██┊██", "05-06 05-08"])
    }

    @Test func theXScaleDomainSetsTheDaysShown() {
        let first = Calendar.current.date(from: DateComponents(year: 2024, month: 5, day: 5))!
        let end = Calendar.current.date(from: DateComponents(year: 2024, month: 5, day: 11))!
        let driver = Driver(size: Size(width: 12, height: 3)) {
            Chart(Self.newestFirst) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps)) }
                .chartXScale(domain: first...end)
                .chartYAxis(.hidden)
                .chartXAxis(.hidden)
        }
        // The 5th to the 10th (the domain ends where the 11th starts): six days of two columns.
        driver.expectLines(["  █     █", "  █   ▄ █", "  █   █ █"])
    }

    @Test func daysTooManyForTheWidthKeepOnlyThoseWithData() {
        let spread = [Day(day: 30, steps: 2), Day(day: 1, steps: 4)]  // 30 days apart, 12 columns
        let driver = Driver(size: Size(width: 12, height: 3)) {
            Chart(spread) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps)) }
                .chartYAxis(.hidden)
        }
        driver.expectLines(["█████┊", "█████┊█████", "05-01 05-30"])
    }
}
