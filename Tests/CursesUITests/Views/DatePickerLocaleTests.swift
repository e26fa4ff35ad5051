import CursesUI
import CursesUITestSupport
import Foundation
import Testing

/// In the environment `App.main()` runs a program in, a date picker writes its date as iOS's
/// compact picker does: Foundation's abbreviated date and shortened time in the environment's
/// locale; ←/→ go through the parts in the order the locale writes them.
@MainActor
struct DatePickerLocaleTests {
    struct Departure: View {
        @State var date = ISO8601DateFormatter().date(from: "2026-12-03T15:05:00Z")!
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                DatePicker("Departure", selection: $date).fixedSize()  // its parts at fixed columns
                Text("stored \(date.formatted(.iso8601))")
            }
        }
    }

    func launch(_ locale: String) -> Driver {
        var environment = EnvironmentValues.appMain
        environment.locale = Locale(identifier: locale)
        environment.timeZone = TimeZone(identifier: "UTC")!
        return Driver(size: Size(width: 40, height: 2), environment: environment) { Departure() }
    }

    @Test func theUnitedStatesReadsTheMonthFirstAndATwelveHourClock() {
        let driver = launch("en_US")
        driver.expectLines(["Departure Dec 3, 2026 3:05\u{202F}PM", "stored 2026-12-03T15:05:00Z"])
        #expect(driver.terminal.screen[14, 0].style.reverse && !driver.terminal.screen[10, 0].style.reverse, "the day to start with")
        driver.press(.up)
        driver.expectLines(["Departure Dec 4, 2026 3:05\u{202F}PM", "stored 2026-12-04T15:05:00Z"])
        driver.press(.left, .up)  // the month, shown before the day
        driver.expectLines(["Departure Jan 4, 2027 3:05\u{202F}PM", "stored 2027-01-04T15:05:00Z"])
        #expect(
            driver.terminal.screen[10, 0].style.reverse && driver.terminal.screen[12, 0].style.reverse
                && !driver.terminal.screen[14, 0].style.reverse)
    }

    @Test func germanyReadsTheDayFirstAndATwentyFourHourClock() {
        let driver = launch("de_DE")
        driver.expectLines(["Departure 3. Dez. 2026 15:05", "stored 2026-12-03T15:05:00Z"])
        driver.press(.right, .up)  // after the day, the month
        driver.expectLines(["Departure 3. Jan. 2027 15:05", "stored 2027-01-03T15:05:00Z"])
    }

    @Test func aTimeTextShowsTheClockThePickerBesideItShows() {
        let evening = ISO8601DateFormatter().date(from: "2026-12-03T17:00:00Z")!
        for (locale, shown) in [("en_US", "5:00\u{202F}PM"), ("en_001", "5:00\u{202F}PM"), ("de_DE", "17:00")] {
            var environment = EnvironmentValues.appMain
            environment.locale = Locale(identifier: locale)
            environment.timeZone = TimeZone(identifier: "UTC")!
            let driver = Driver(size: Size(width: 40, height: 2), environment: environment) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Doors \(evening, style: .time)")
                    DatePicker("At", selection: .constant(evening), displayedComponents: .hourAndMinute).fixedSize()
                }
            }
            driver.expectLines(["Doors \(shown)", "At \(shown)"])
        }
    }
}
