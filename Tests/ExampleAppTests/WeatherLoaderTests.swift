import CursesUI
import CursesUITestSupport
import Testing

@testable import WeatherLoader

/// Examples/WeatherLoader, driven as PROGRAMS.md drives it on iOS: a spinner while the
/// simulated service waits 1.5 s, then seven days from "Today", the same for a city every
/// time; Tokyo from the toolbar menu loads again with its own data; with "Simulate Offline"
/// on, a refresh (Ctrl-R, a pull on iOS) ends in "No Forecast", and Try Again with it off
/// brings the list back. The waits are real: the service sleeps.
@MainActor
struct WeatherLoaderTests {
    /// The weekday a row `offset` days from today shows.
    func weekday(_ offset: Int) -> String {
        let today = Calendar.current.startOfDay(for: .now)
        return (Calendar.current.date(byAdding: .day, value: offset, to: today) ?? today).formatted(.dateTime.weekday(.abbreviated))
    }

    func isLoaded(_ driver: Driver) -> Bool { driver.lines.count > 1 && driver.lines[1] == "7-Day Forecast" }

    @Test func theForecastLoadsAfterTheSpinnerAndFollowsTheCity() async {
        let driver = Driver(environment: .appMain, app: WeatherLoaderApp())
        // The spinner turns in the middle of the screen, as on iOS.
        driver.expectLines(
            ["London                                                                   [ ⋯ ▾ ]"] + Array(repeating: "", count: 11))
        driver.expectLine(12, "                              ⠋ Loading forecast…")
        #expect(await driver.waitUntil { isLoaded(driver) })
        driver.expectLines(
            [
                " Today       ☀                                                          8°  15°",
                " \(weekday(1))        ⛅                                                         13°  20°",
                " \(weekday(2))         ☁    40%                                                  11°  18°",
                " \(weekday(3))        ☔    80%                                                   9°  16°",
                " \(weekday(4))         ⛈    80%                                                  14°  21°",
                " \(weekday(5))         ☁    40%                                                  12°  19°",
                " \(weekday(6))         ☀                                                         10°  17°",
            ], from: 2)
        #expect(driver.lines[9].hasPrefix("Updated ") && driver.lines[9].hasSuffix(". Pull down to refresh."))

        driver.press(.enter)  // Options: the menu of cities and Simulate Offline
        #expect(driver.screen.contains("City ‹London›") && driver.screen.contains("[ ] Simulate Offline"))
        driver.press(.down, .enter)  // Tokyo
        #expect(driver.lines[0].hasPrefix("Tokyo "))
        // The spinner shows only while the load lasts, which a loaded run can miss: wait for
        // Tokyo's forecast itself, which the new task (.task(id: city)) brings.
        #expect(await driver.waitUntil { isLoaded(driver) && driver.lines[2].hasSuffix("16°  23°") })
        driver.expectLines(
            [
                " Today       ☁    40%                                                  16°  23°",
                " \(weekday(1))        ☔    80%                                                  14°  21°",
            ], from: 2)
    }

    @Test func offlineARefreshShowsNoForecastAndTryAgainBringsTheListBack() async {
        let driver = Driver(environment: .appMain, app: WeatherLoaderApp())
        #expect(await driver.waitUntil { isLoaded(driver) })
        driver.press(.enter, .down, .down, .down, .down)  // London, Tokyo, Sydney, Reykjavík, then Simulate Offline
        #expect(driver.screen.contains("[ ] Simulate Offline"))
        driver.press(.enter)
        #expect(!driver.screen.contains("Simulate Offline"), "switching it closed the menu")
        driver.press(.control("r"))  // a pull: the list stays while it loads
        #expect(isLoaded(driver))
        #expect(await driver.waitUntil { driver.screen.contains("No Forecast") })
        let title = driver.lines.firstIndex { $0.contains("No Forecast") } ?? 0
        driver.expectLines(
            [
                "                                 ☁ No Forecast",
                "",
                " The weather service couldn't be reached. Check your connection and try again.",
                "",
                "                                 [ Try Again ]",
            ], from: title)

        driver.press(.enter)
        driver.tabTo("Simulate Offline")
        #expect(driver.screen.contains("[x] Simulate Offline"))
        driver.press(.enter)
        driver.tabTo("Try Again")
        driver.press(.enter)
        #expect(await driver.waitUntil { driver.lines[12].hasSuffix(" Loading forecast…") || isLoaded(driver) })
        #expect(await driver.waitUntil { isLoaded(driver) })
        driver.expectLine(2, " Today       ☀                                                          8°  15°")
    }
}
