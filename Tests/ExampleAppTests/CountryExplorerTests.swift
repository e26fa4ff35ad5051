import CursesUI
import CursesUITestSupport
import Testing

@testable import CountryExplorer

/// Examples/CountryExplorer, driven as PROGRAMS6.md drives it on iOS: the first load fails
/// after its spinner and shows "Couldn't Load" with Try Again, which loads the countries;
/// the search scope bar narrows them to a continent; a row opens its detail with formatted
/// numbers, and its star marks the row as a favourite. The waits are real: the load sleeps.
@MainActor
struct CountryExplorerTests {
    /// `left` and `right` at the ends of a row `width` columns wide.
    func row(_ left: String, _ right: String, width: Int = 79) -> String {
        left + String(repeating: " ", count: max(1, width - left.count - right.count)) + right
    }

    let header = [
        "Countries                                                                [ ⇅ ▾ ]",
        "⌕ Search countries______________________________________________________________",
        "  [    All    ]|   Africa   |    Asia    |   Europe   |  Americas  |  Oceania",
    ]

    func loadCountries(_ driver: Driver) async {
        #expect(await driver.waitUntil { driver.screen.contains("Couldn't Load") })
        driver.tabTo("Try Again")
        driver.press(.enter)
        #expect(await driver.waitUntil { driver.lines.count > 3 && driver.lines[3].hasPrefix("AU Australia") })
    }

    @Test func theFirstLoadFailsAndTryAgainLoadsTheCountries() async {
        let driver = Driver(environment: .appMain, app: CountryExplorerApp())
        driver.expectLines(header)
        #expect(driver.screen.contains("Loading countries…"))
        #expect(await driver.waitUntil { driver.screen.contains("Couldn't Load") })
        #expect(driver.screen.contains("The server could not be reached.") && driver.screen.contains("[ Try Again ]"))
        await loadCountries(driver)
        driver.expectLines(
            header + [
                row("AU Australia", "›"), row("BR Brazil", "›"), row("CA Canada", "›"), row("EG Egypt", "›"), row("FR France", "›"),
                row("DE Germany", "›"), row("IN India", "›"), row("JP Japan", "›"), row("KE Kenya", "›"), row("NZ New Zealand", "›"),
            ])
    }

    @Test func aScopeNarrowsTheListToAContinent() async {
        let driver = Driver(environment: .appMain, app: CountryExplorerApp())
        await loadCountries(driver)
        driver.tabTo("All")
        driver.press(.right, .right)
        driver.expectLines(
            [
                "       All     |   Africa   |[   Asia   ]|   Europe   |  Americas  |  Oceania", row("IN India", "›"), row("JP Japan", "›"),
                "",
            ], from: 2)
    }

    @Test func aRowOpensItsDetailAndTheStarMarksAFavourite() async {
        let driver = Driver(environment: .appMain, app: CountryExplorerApp())
        await loadCountries(driver)
        driver.tabTo("AU Australia")
        driver.press(.down, .down, .down, .down, .down, .down, .enter)  // India, the seventh row
        driver.expectLines(
            [
                "Countries › India                                                          [ ☆ ]", " Overview",
                row("  Capital", "New Delhi"), row("  Continent", "Asia"), row("  Code", "IN"), "", " Numbers",
                row("  Population", "1,428,000,000"), row("  Area", "3,287,263 km²"), row("  Density", "434.4"),
            ])
        driver.tabTo("[ ☆ ]")
        driver.press(.enter)
        driver.expectLine(0, "Countries › India                                                          [ ★ ]")
        driver.press(.escape)
        driver.expectLine(9, row("IN India", "★ ›"))
    }
}
