import CursesUI
import CursesUITestSupport
import Testing

@testable import CurrencyExchange

/// Examples/CurrencyExchange, driven as PROGRAMS11.md drives it on iOS: the rate is fetched
/// from the pretend service in `.task(id:)` ("Fetching rate…" with a spinner first), the swap
/// button turns the pair round and fetches again, "Save Conversion" adds a row to "Recent", and
/// with the Offline toggle on a fetch ends in the "Couldn’t Update Rate" alert.
@MainActor
struct CurrencyExchangeTests {
    func row(_ left: String, _ right: String, width: Int = 79) -> String {
        left + String(repeating: " ", count: max(1, width - left.count - right.count)) + right
    }

    let header = "Exchange                                                         [ 📶 ] [ Done ]"
    /// The header while no field is edited: the keyboard toolbar's Done is gone, as on iOS.
    let headerWithoutDone = "Exchange" + String(repeating: " ", count: 66) + "[ 📶 ]"
    /// The amount field, as wide as the form's row.
    func field(_ text: String) -> String { "  " + text + String(repeating: "_", count: 77 - text.count) }

    let updated = /\ \ Updated +\d{1,2}:\d\d( AM| PM)?/

    /// The app once its first rate is on the screen.
    func launch() async -> Driver {
        let driver = Driver(environment: .appMain, app: CurrencyExchangeApp())
        // The task starts once the first frame is drawn and shows "Fetching rate…" until the
        // rate comes. The spinner is not awaited: its 700 ms can pass while another suite holds
        // the main actor, and the test would then wait for a screen that has gone.
        #expect(await driver.waitUntil { driver.lines[9] == "  €92.00" })
        return driver
    }

    @Test func theRateIsFetchedAndTheSwapButtonTurnsThePairRound() async {
        let driver = await launch()
        driver.expectLines(
            [
                header, " Amount", field("US$100.00"), "", "  From                                                   ‹🇺🇸 USD – US Dollar› ▾",
                String(repeating: " ", count: 40) + "⇅",
                "  To                                                          ‹🇪🇺 EUR – Euro› ▾", "", " Result", "  €92.00",
                "  1 USD = 0.9200 EUR",
            ], from: 0)
        #expect(driver.lines[11].withPlainSpaces.wholeMatch(of: updated) != nil, "\(driver.lines[11])")
        driver.tabTo("⇅")
        driver.press(.enter)
        driver.expectLines(
            [field("€100.00"), "", "  From                                                        ‹🇪🇺 EUR – Euro› ▾"], from: 2)
        #expect(await driver.waitUntil { driver.lines[9] == "  US$108.70" && driver.lines[10] == "  1 EUR = 1.0870 USD" })
        driver.focus("Save Conversion")
        driver.press(.enter)
        driver.expectLines(["", " Recent", row("  €100.00 →", "US$108.70")], from: 13)
    }

    @Test func offlineTheFetchEndsInAnAlert() async {
        let driver = await launch()
        driver.focus("[ 📶 ]")
        driver.press(.enter)
        driver.tabTo("⇅")
        driver.press(.enter)
        #expect(await driver.waitUntil { driver.screen.contains("Couldn’t Update Rate") })
        driver.expectLines(
            [
                "  US$1╔═ Couldn’t Update Rate ═══════════════════════════════════════════╗",
                "  1 EU║ The rate service could not be reached. Check your connection and ║",
            ], from: 9)
        driver.press(.escape)
        #expect(!driver.screen.contains("Couldn’t Update Rate"))
        driver.expectLines(["  US$108.70"], from: 9)
    }

    /// As on iOS, the `.keyboard` toolbar's Done stands over the keyboard only while the amount
    /// is being edited: the field has focus at launch; Tab away hides Done, Tab round to it shows it.
    @Test func theKeyboardsDoneShowsOnlyWhileTheAmountIsEdited() async {
        let driver = await launch()
        driver.expectLine(0, header)
        driver.tabTo("⇅")
        driver.expectLine(0, headerWithoutDone)
        driver.tabTo("US$100.00")
        driver.expectLine(0, header)
    }
}
