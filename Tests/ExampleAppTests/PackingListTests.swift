import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import PackingList

/// Examples/PackingList, driven as PROGRAMS11.md drives it on iOS: the sample trip "Lisbon"
/// with its progress; its packing list by category, where the round button packs an item (struck
/// through, counted), the Options menu hides packed items, and "Add to List" files a new item
/// under its category; the "+" sheet creates a trip and pushes its list; trips are saved in
/// Documents and there at the next launch.
@MainActor
struct PackingListTests {
    /// `left` and `right` at the ends of a row `width` columns wide (a list's rows leave the
    /// last column to the scroll indicator).
    func row(_ left: String, _ right: String, width: Int = 79) -> String {
        left + String(repeating: " ", count: max(1, width - left.count - right.count)) + right
    }

    /// Starts the app with its documents in `dataHome` (a new folder of the test's own if nil),
    /// in `locale` when one is given.
    func launch(dataHome: URL? = nil, locale: String? = nil) -> (driver: Driver, dataHome: URL) {
        let home = dataHome ?? FileManager.default.temporaryDirectory.appendingPathComponent("PackingListTests-\(UUID().uuidString)")
        setenv("XDG_DATA_HOME", home.path, 1)
        var environment = EnvironmentValues.appMain
        if let locale { environment.locale = Locale(identifier: locale) }
        return (Driver(environment: environment, app: PackingListApp()), home)
    }

    /// Tabs to the round pack button of the item named `name`.
    func focusPackButton(of name: String, in driver: Driver) {
        for _ in 0..<40 {
            if let y = driver.lines.firstIndex(where: { $0.hasPrefix(" ○ \(name)") || $0.hasPrefix(" ✓ \(name)") }),
                driver.terminal.screen[1, y].style.reverse
            {
                return
            }
            driver.press(.tab)
        }
    }

    /// A progress bar `width` cells long, `fraction` of it drawn (to the nearest eighth of a cell).
    func bar(_ fraction: Double, width: Int = 78) -> String {
        let eighths = Int((fraction * Double(width) * 8).rounded())
        let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
        return String(repeating: "█", count: eighths / 8) + partial
            + String(repeating: "░", count: width - eighths / 8 - (partial.isEmpty ? 0 : 1))
    }

    @Test func packingAnItemCountsItAndHidePackedHidesIt() {
        let (driver, _) = launch()
        driver.expectLines([
            row("Trips", "[ Edit ] [ + ]", width: 80), row("Lisbon", "in 5 days", width: 77), bar(0.25, width: 77) + " ›",
            "1 of 4 packed", "",
        ])
        driver.focus("Lisbon")
        driver.press(.enter)
        let list = [
            row("Trips › Lisbon", "[ ⋯ ▾ ]", width: 80), row(" 1 of 4 packed", "25%"), " " + bar(0.25), "",
            "Clothing", row(" ○ T-shirts", "× 4 [−|+]"), "", "Electronics", row(" ○ Phone charger", "× 1 [ |+]"), "", "Documents",
            row(" ✓ Passport", "× 1 [ |+]"), "", "Other", row(" ○ Sunglasses", "× 1 [ |+]"), "", "Add Item",
        ]
        driver.expectLines(list)
        #expect(driver.terminal.screen[3, 11].style.strikethrough, "a packed item is struck through")

        focusPackButton(of: "Phone charger", in: driver)
        driver.press(.enter)
        driver.expectLines([row(" 2 of 4 packed", "50%"), " " + bar(0.5)], from: 1)
        driver.expectLine(8, row(" ✓ Phone charger", "× 1 [ |+]"))
        #expect(driver.terminal.screen[3, 8].style.strikethrough)

        driver.focus("[ ⋯ ▾ ]")
        driver.press(.enter, .enter)  // Hide Packed
        driver.expectLines(
            [
                row(" 2 of 4 packed", "50%"), " " + bar(0.5), "", "Clothing", row(" ○ T-shirts", "× 4 [−|+]"), "",
                "Other", row(" ○ Sunglasses", "× 1 [ |+]"), "", "Add Item",
            ], from: 1)
    }

    @Test func addToListFilesTheItemUnderItsCategory() {
        let (driver, _) = launch()
        driver.focus("Lisbon")
        driver.press(.enter)
        focusPackButton(of: "Sunglasses", in: driver)
        driver.press(.tab, .tab)  // past its stepper, to the "Item name" field
        driver.type("Swimsuit")
        driver.press(.enter)
        driver.expectLines([row(" 1 of 5 packed", "20%"), " " + bar(0.2)], from: 1)
        driver.expectLines(["Clothing", row(" ○ T-shirts", "× 4 [−|+]"), row(" ○ Swimsuit", "× 1 [ |+]"), ""], from: 4)
    }

    @Test func aNewTripIsPushedAndKeptForTheNextLaunch() {
        let (driver, dataHome) = launch()
        driver.focus("[ + ]")
        driver.press(.enter)
        driver.expectLine(12, " ║ New Trip                                             [ Cancel ] [ Create ] ║")
        driver.type("Kyoto")
        driver.focus("Create")
        driver.press(.enter)
        driver.expectLines(
            [
                row("Trips › Kyoto", "[ ⋯ ▾ ]", width: 80), row(" 0 of 0 packed", "0%"), " " + bar(0), "", "Add Item",
            ])
        driver.press(.escape)
        let trips = [
            row("Trips", "[ Edit ] [ + ]", width: 80), row("Lisbon", "in 5 days", width: 77), bar(0.25, width: 77) + " ›",
            "1 of 4 packed",
            row("Kyoto", "next week", width: 77), bar(0, width: 77) + " ›", "0 of 0 packed", "",
        ]
        driver.expectLines(trips)

        let (relaunched, _) = launch(dataHome: dataHome)
        relaunched.expectLines(trips)
    }

    @Test func inEditModeATripDoesNotOpen() {
        let (driver, _) = launch()
        driver.focus("Edit")
        driver.press(.enter)
        driver.focus("Lisbon")
        driver.press(.enter)  // on iOS a tap in edit mode does not navigate
        driver.expectLines([
            row("Trips", "[ Done ] [ + ]", width: 80), row("⊖ Lisbon", "in 5 days", width: 77), "  " + bar(0.25, width: 75) + " ›",
            "  1 of 4 packed", "",
        ])
    }

    @Test func theNewTripSheetWritesTheDepartureAsTheLocaleDoes() throws {
        let (driver, _) = launch(locale: "en_US")
        driver.focus("[ + ]")
        driver.press(.enter)
        // A week from now, as iOS's compact picker writes it in en_US: "Dec 10, 2026".
        let departure = Calendar.current.dateComponents([.year, .month, .day], from: Date.now.addingTimeInterval(7 * 86_400))
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let written = "\(months[departure.month! - 1]) \(departure.day!), \(departure.year!)"
        let row = try #require(driver.lines.firstIndex { $0.contains("Departure") })
        // As on iOS, the label on the leading edge and the date on the trailing edge.
        driver.expectLine(row, " ║   Departure" + String(repeating: " ", count: 62 - written.count) + written + "  ║")
    }
}
