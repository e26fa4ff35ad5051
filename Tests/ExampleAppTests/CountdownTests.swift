import CursesUI
import CursesUITestSupport
import Testing

@testable import Countdown

/// Examples/Countdown, driven as PROGRAMS2.md drives it on iOS: the sample events (its store is
/// `UserDefaults.standard`, cleared first) grouped Upcoming (soonest first) and Past, each with
/// its date and days left; + adds an event through the sheet's DatePicker, in order; the
/// Options menu's toggle hides the past.
@MainActor
@Suite(.serialized)
struct CountdownTests {
    init() { UserDefaults.standard.removeObject(forKey: "countdown.events") }

    func row(_ left: String, _ right: String) -> String {
        left + String(repeating: " ", count: max(1, 79 - left.count - right.count)) + right
    }

    func date(inDays days: Double) -> String {
        Date.now.addingTimeInterval(86_400 * days).formatted(.dateTime.day().month().year())
    }

    @Test func eventsAreGroupedUpcomingAndPastWithTheirDaysLeft() {
        let driver = Driver(environment: .appMain, app: CountdownApp())
        driver.expectLines(
            [
                "Upcoming", row(" Dentist", "3 days left"), " " + date(inDays: 3), row(" Summer holiday", "45 days left"),
                " " + date(inDays: 45), "", "Past", row(" Launch party", "8 days ago"), " " + date(inDays: -8),
            ], from: 1)
        #expect(driver.lines[0].hasPrefix("Countdown") && driver.lines[0].hasSuffix("  [ ⋯ ▾ ] [ + ]"))
    }

    @Test func theSheetAddsAnEventInOrderAndCountsItsDays() {
        let driver = Driver(environment: .appMain, app: CountdownApp())
        driver.focus("[ + ]")
        driver.press(.enter)
        #expect(driver.lines[3].hasPrefix(" ║ New Event") && driver.lines[3].hasSuffix("[ Cancel ] [ Add ] ║"))
        // The rows outside any section are one of their own, as on iOS: inset as the section's
        // row is, with a blank row between them.
        #expect(driver.lines[4].hasPrefix(" ║   Title"))
        #expect(driver.lines[9] == " ║" + String(repeating: " ", count: 76) + "║")
        #expect(driver.lines[10].hasPrefix(" ║   7 days from today"))
        driver.press(.enter)  // Add is disabled while the title is blank
        #expect(driver.screen.contains("New Event"))
        driver.type("Party")
        driver.press(.tab, .up)  // the date's day, one later
        #expect(driver.lines[10].hasPrefix(" ║   8 days from today"))
        driver.press(.enter)
        driver.expectLines(
            [
                "Upcoming", row(" Dentist", "3 days left"), " " + date(inDays: 3), row(" Party", "8 days left"),
                " " + date(inDays: 8), row(" Summer holiday", "45 days left"),
            ], from: 1)
    }

    @Test func theOptionsToggleHidesThePastEvents() {
        let driver = Driver(environment: .appMain, app: CountdownApp())
        driver.focus("[ ⋯ ▾ ]")
        driver.press(.enter)
        driver.focus("Show Past Events")
        driver.press(.enter)
        driver.press(.escape)
        #expect(!driver.screen.contains("Past"))
        #expect(!driver.screen.contains("Launch party"))
        driver.expectLine(5, " " + date(inDays: 45))
    }
}
