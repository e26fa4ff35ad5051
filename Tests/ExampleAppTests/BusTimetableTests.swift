import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import BusTimetable

/// Examples/BusTimetable, driven as PROGRAMS10.md drives it on iOS: the routes narrowed by a
/// search over route numbers, names and stops; a route's stops in either direction, starred as a
/// favourite (an `@AppStorage` array of strings through the program's own `RawRepresentable`
/// extension); a stop's live status loaded in `.task`, its next departures and its full
/// timetable in a `Grid`.
@MainActor
struct BusTimetableTests {
    /// The app at 80×24 with its own settings store, so no favourite outlives a test.
    func launch() -> Driver {
        var environment = EnvironmentValues.appMain
        environment.appStorage = ObservableKeyValueStore(InMemoryKeyValueStore())
        return Driver(environment: environment, app: BusTimetableApp())
    }

    /// `left` and `right` at the ends of a row 79 columns wide (the list's trailing chevrons).
    func row(_ left: String, _ right: String) -> String {
        left + String(repeating: " ", count: max(1, 79 - left.count - right.count)) + right
    }

    /// A search field's row: `text`, then the field's `_` fill to the edge of the screen.
    func field(_ text: String) -> String { text + String(repeating: "_", count: 80 - text.count) }

    /// A row of the departures screen without the list's scroll bar at its end.
    func content(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " || $0 == "┃" || $0 == "│" }.reversed())
    }

    /// Moves through the list with ↓ until the focused row shows `text`.
    func select(_ text: String, in driver: Driver) {
        driver.focus(text)
        for _ in 0..<12 where !driver.focusedText.contains(text) { driver.press(.down) }
    }

    let routes = [
        "Routes", "   4    Old Town – Airport                                                    ›", "        Every 20 min",
        "  12    Harbour – University                                                  ›", "        Every 12 min",
        "  N1    Night Line                                                            ›", "        Every 30 min",
    ]

    @Test func searchNarrowsTheRoutesByNumberNameOrStop() {
        let driver = launch()
        driver.expectLines(["Timetable", field("⌕ Route or stop")] + routes + [""], from: 0)
        driver.press(.character("/"))
        driver.type("central")
        driver.expectLines(routes + [""], from: 2)
        for _ in "central" { driver.press(.backspace) }
        driver.type("hill")
        driver.expectLines([field("⌕ hill"), "Routes", routes[5], routes[6], ""], from: 1)
        driver.type("z")
        #expect(driver.lines.contains { $0.contains("No Results for \u{201C}hillz\u{201D}") })
    }

    @Test func aRouteListsItsStopsBothWaysAndStarredIsAFavourite() {
        let driver = launch()
        select("Harbour – University", in: driver)
        driver.press(.enter)
        driver.expectLines(
            [
                "Timetable › Route 12                                                       [ ☆ ]",
                "[              Outbound               ]|                Inbound", "Towards University",
                row(" ● Harbour", "+0 min ›"), row(" ○ Fish Market", "+3 min ›"), row(" ○ Central Station", "+11 min ›"),
                row(" ○ Museum", "+15 min ›"), row(" ○ University", "+24 min ›"), "",
            ])
        driver.focus("Outbound")
        driver.press(.right)
        driver.expectLines(
            [
                "               Outbound                |[               Inbound               ]", "Towards Harbour",
                row(" ● University", "+0 min ›"), row(" ○ Museum", "+9 min ›"), row(" ○ Central Station", "+13 min ›"),
                row(" ○ Fish Market", "+21 min ›"), row(" ○ Harbour", "+24 min ›"), "",
            ], from: 1)
        driver.focus("[ ☆ ]")
        driver.press(.enter)
        driver.expectLine(0, "Timetable › Route 12                                                       [ ★ ]")
        driver.press(.escape)
        driver.expectLines(
            ["Timetable", field("⌕ Route or stop"), "Favourites", row(" ★ Harbour – University", "›"), ""] + routes, from: 0)
    }

    /// Museum's outbound departures today (every 12 minutes from 06:15 to 22:15) from the start
    /// of the minute of `now` on, the next five, as the screen writes them.
    func nextDepartures(after now: Date) -> [String] {
        let midnight = Calendar.current.startOfDay(for: now)
        let minute = Date(timeIntervalSinceReferenceDate: (now.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
        let minutes: [Int] = Array(stride(from: 375, through: 1335, by: 12))
        let dates: [Date] = minutes.map { midnight.addingTimeInterval(TimeInterval($0 * 60)) }
        let upcoming: [Date] = Array(dates.filter { $0 >= minute }.prefix(5))
        return upcoming.map { $0.formatted(.dateTime.hour().minute()).withPlainSpaces }
    }

    /// Whether the rows under "Next Departures" begin with `times`, or say there is no bus.
    func matches(_ shown: [String], _ times: [String]) -> Bool {
        if times.isEmpty { return shown == [" No more buses today"] }
        guard shown.count == times.count else { return false }
        return zip(shown, times).allSatisfy { row, time in row.hasPrefix(" " + time + " ") }
    }

    @Test func aStopLoadsItsLiveStatusAndShowsItsTimetable() async {
        let driver = launch()
        select("Harbour – University", in: driver)
        driver.press(.enter)
        select("Museum", in: driver)
        let before = Date.now
        driver.press(.enter)
        let after = Date.now
        #expect(driver.lines.prefix(3).map(content).dropLast() == ["Timetable › Route 12 › Museum", "Live Status"])
        #expect(content(driver.lines[2]).hasSuffix(" Checking live status…"))
        let departures = driver.lines.map(content).drop { $0 != "Next Departures" }.dropFirst().prefix { !$0.isEmpty }
        let shown = departures.map(\.withPlainSpaces)
        #expect(matches(shown, nextDepartures(after: before)) || matches(shown, nextDepartures(after: after)), "\(shown)")

        #expect(await driver.waitUntil { !content(driver.lines[2]).hasSuffix("Checking live status…") })
        let status = content(driver.lines[2])
        #expect(status == " ✓ On time" || status.wholeMatch(of: /^ ⚠ [25] min late$/) != nil, "\(status)")
        // Minutes when the suite is slowed by the end-to-end tests beside it.
        let updated = /^ Updated \d+ (seconds?|minutes?)(, \d+ seconds?)? ago$/
        #expect(content(driver.lines[3]).wholeMatch(of: updated) != nil, "\(driver.lines[3])")

        driver.focus("Full Timetable")
        driver.press(.enter)
        let rows = driver.lines.map(content)
        guard let header = rows.firstIndex(of: " ▾ Full Timetable") else {
            Issue.record("no open Full Timetable group:\n\(driver.screen)")
            return
        }
        #expect(Array(rows[(header + 1)...].prefix(3)) == ["   06  15 27 39 51", "   07  03 15 27 39 51", "   08  03 15 27 39 51"])
    }
}
