import CursesUI
import CursesUITestSupport
import Foundation
import Testing

/// A date picked part by part: never an impossible date, always within its range.
@MainActor
struct DatePickerTests {
    static func day(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.date(from: text)!
    }

    struct Expiry: View {
        @State var date = DatePickerTests.day("2026-01-31")
        var range: ClosedRange<Date>?
        var body: some View {
            VStack(alignment: .leading) {
                if let range {
                    DatePicker("Expires", selection: $date, in: range, displayedComponents: .date)
                } else {
                    DatePicker("Expires", selection: $date, displayedComponents: .date)
                }
                Text("stored \(date.formatted(.iso8601).prefix(10))")
            }
        }
    }

    @Test func arrowsStepThePartAndTheDayStaysInItsMonth() {
        let driver = Driver(size: Size(width: 40, height: 3)) { Expiry() }
        #expect(driver.lines[0] == "Expires 2026-01-31")
        driver.press(.up)  // the day: 31 Jan → 1 Feb
        #expect(driver.lines[1] == "stored 2026-02-01")
        driver.press(.down, .left, .up)  // back to 31 Jan, then the month: February has no 31st
        #expect(driver.lines[1] == "stored 2026-02-28")
        driver.press(.left, .up, .up)  // the year: 2028 is a leap year, the day stays the 28th
        #expect(driver.lines[0] == "Expires 2028-02-28")
        #expect(driver.app.graph.droppedWrites.isEmpty)
    }

    @Test func typedDigitsFillThePartsAndMoveOn() {
        let driver = Driver(size: Size(width: 40, height: 3)) { Expiry() }
        driver.press(.left, .left)  // the year
        driver.type("2030")
        driver.type("12")
        driver.type("25")
        #expect(driver.lines[1] == "stored 2030-12-25")
    }

    @Test func theRangeHoldsTheDate() {
        let range = Self.day("2026-01-01")...Self.day("2026-03-31")
        let driver = Driver(size: Size(width: 40, height: 3)) { Expiry(range: range) }
        driver.press(.left, .up, .up, .up)  // month: Feb, Mar, then Apr is past the range
        #expect(driver.lines[1] == "stored 2026-03-31")
        driver.press(.left, .down)  // the year before the range
        #expect(driver.lines[1] == "stored 2026-01-01")
    }
}
