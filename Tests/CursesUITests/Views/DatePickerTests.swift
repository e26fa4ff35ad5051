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
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        }
    }

    @Test func arrowsStepThePartAndTheDayStaysInItsMonth() {
        let driver = Driver(size: Size(width: 40, height: 3)) { Expiry() }
        #expect(driver.lines[0] == "Expires                       2026-01-31", "the label leading, the date trailing")
        driver.press(.up)  // the day: 31 Jan → 1 Feb
        #expect(driver.lines[1] == "stored 2026-02-01")
        driver.press(.down, .left, .up)  // back to 31 Jan, then the month: February has no 31st
        #expect(driver.lines[1] == "stored 2026-02-28")
        driver.press(.left, .up, .up)  // the year: 2028 is a leap year, the day stays the 28th
        #expect(driver.lines[0] == "Expires                       2028-02-28")
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

    static func instant(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    struct Bedtime: View {
        @State var wakeUp = DatePickerTests.instant("2026-05-04T07:30:00Z")
        var components: DatePickerComponents = .hourAndMinute
        var locale = Locale(identifier: "en_001")
        var body: some View {
            VStack(alignment: .leading) {
                DatePicker("Wake-up time", selection: $wakeUp, displayedComponents: components)
                    .labelsHidden()
                    .datePickerStyle(.wheel)
                Text("stored \(wakeUp.formatted(.iso8601))")
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .environment(\.locale, locale)
        }
    }

    @Test func hourAndMinuteStepWithinTheDayAndTypeDigits() {
        let driver = Driver(size: Size(width: 40, height: 2)) { Bedtime() }
        driver.expectLines(["07:30", "stored 2026-05-04T07:30:00Z"])
        driver.press(.down)  // the minute
        driver.expectLines(["07:29", "stored 2026-05-04T07:29:00Z"])
        driver.press(.left, .down, .down, .down, .down, .down, .down, .down, .down)  // 7 o'clock wraps to 23, the day stays
        driver.expectLines(["23:29", "stored 2026-05-04T23:29:00Z"])
        driver.type("0615")
        driver.expectLines(["06:15", "stored 2026-05-04T06:15:00Z"])
    }

    @Test func theClockFollowsTheLocaleTwelveHoursInTheUnitedStates() {
        let driver = Driver(size: Size(width: 40, height: 2)) { Bedtime(locale: Locale(identifier: "en_US")) }
        driver.expectLines(["7:30 AM", "stored 2026-05-04T07:30:00Z"])
        driver.press(.up)  // the day period
        driver.expectLines(["7:30 PM", "stored 2026-05-04T19:30:00Z"])
        driver.press(.left, .left, .up, .up, .up, .up, .up)  // the hour turns within the afternoon: 12 PM
        driver.expectLines(["12:30 PM", "stored 2026-05-04T12:30:00Z"])
        driver.press(.up)
        driver.expectLines(["1:30 PM", "stored 2026-05-04T13:30:00Z"])
        driver.type("11")
        driver.expectLines(["11:30 PM", "stored 2026-05-04T23:30:00Z"])
        driver.press(.right)
        driver.type("a")
        driver.expectLines(["11:30 AM", "stored 2026-05-04T11:30:00Z"])
    }

    @Test func theClockFollowsTheLocaleTwentyFourHoursInGermany() {
        let driver = Driver(size: Size(width: 40, height: 2)) {
            Bedtime(
                wakeUp: DatePickerTests.instant("2026-05-04T19:30:00Z"), components: [.date, .hourAndMinute],
                locale: Locale(identifier: "de_DE"))
        }
        driver.expectLines(["2026-05-04 19:30", "stored 2026-05-04T19:30:00Z"])
    }

    @Test func dateAndTimeTogetherAndTheFocusedPartIsReversed() {
        let driver = Driver(size: Size(width: 40, height: 2)) { Bedtime(components: [.date, .hourAndMinute]) }
        driver.expectLines(["2026-05-04 07:30", "stored 2026-05-04T07:30:00Z"])
        #expect(driver.terminal.screen[8, 0].style.reverse && !driver.terminal.screen[11, 0].style.reverse, "the day to start with")
        driver.press(.up)
        driver.expectLine(1, "stored 2026-05-05T07:30:00Z")
        driver.press(.right, .right, .up)  // the minute
        driver.expectLine(1, "stored 2026-05-05T07:31:00Z")
        #expect(driver.terminal.screen[14, 0].style.reverse && !driver.terminal.screen[8, 0].style.reverse)
    }

    struct Due: View {
        @State var due = DatePickerTests.instant("2026-05-04T12:00:00Z")
        let from = DatePickerTests.instant("2026-05-04T12:00:00Z")
        var body: some View {
            VStack(alignment: .leading) {
                DatePicker("Due", selection: $due, in: from...)
                DatePicker(selection: $due, in: ...from.addingTimeInterval(86_400 * 2), displayedComponents: .date) {
                    Text("Until")
                }
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        }
    }

    @Test func partialRangesHoldTheDate() {
        let driver = Driver(size: Size(width: 40, height: 2)) { Due() }
        driver.expectLines(["Due                     2026-05-04 12:00", "Until                         2026-05-04"])
        driver.press(.down)  // a minute before the lower bound
        driver.expectLine(0, "Due                     2026-05-04 12:00")
        driver.press(.tab, .up, .up, .up)  // the day: three days on is past the upper bound
        driver.expectLines(["Due                     2026-05-06 12:00", "Until                         2026-05-06"])
    }
}
