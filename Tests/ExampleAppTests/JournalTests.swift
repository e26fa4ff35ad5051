import CursesUI
import CursesUITestSupport
import Testing

@testable import Journal

/// Examples/Journal, driven as PROGRAMS3.md drives it on iOS: the entries newest first, each a
/// title over its date; the search field filters them (no hits: "No Results"); an entry's page
/// deletes it after the confirmation dialog and pops back; the compose button's sheet adds one.
@MainActor
struct JournalTests {
    /// `left` and `right` at the ends of a row `width` columns wide (the list's rows leave the
    /// last column to the scroll indicator); an emoji takes two columns.
    func row(_ left: String, _ right: String, width: Int = 79) -> String {
        let columns = DisplayWidth.of(left + right)
        return left + String(repeating: " ", count: max(1, width - columns)) + right
    }

    /// The date `days` ago as `Text(_:style: .date)` writes it.
    func date(daysAgo days: Int) -> String {
        let day = Calendar.current.date(byAdding: .day, value: -days, to: .now) ?? .now
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
            "December",
        ]
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: day)
        return "\(months[(parts.month ?? 1) - 1]) \(parts.day ?? 1), \(parts.year ?? 2001)"
    }

    @Test func entriesAreATitleOverADateNewestFirstAndSearchFiltersThem() {
        let driver = Driver(environment: .appMain, app: JournalApp())
        driver.expectLines(
            [
                row("Journal", "[ ✎ ]", width: 80), "⌕ Search entries" + String(repeating: "_", count: 64),
                row("😄 Farmers market", "›"), date(daysAgo: 1), row("😐 Rainy Tuesday", "›"), date(daysAgo: 3),
                row("🙂 First run in weeks", "›"), date(daysAgo: 6), "",
            ])
        driver.press(.character("/"))
        driver.type("puzzle")
        driver.expectLines([row("😐 Rainy Tuesday", "›"), date(daysAgo: 3), ""], from: 2)
        driver.type("zzz")
        #expect(driver.screen.contains("No Results for “puzzlezzz”"))
        #expect(!driver.screen.contains("Rainy Tuesday"))
    }

    @Test func anEntryIsDeletedAfterTheDialogAndTheListIsBack() {
        let driver = Driver(environment: .appMain, app: JournalApp())
        driver.press(.down, .enter)
        driver.expectLines([row("Journal › Rainy Tuesday", "[ Edit ] [ 🗑 ]", width: 80), ""])
        #expect(driver.lines[2].hasPrefix(" 😐 Okay"))
        driver.expectLine(4, " Stayed in, finished the puzzle. Bit restless.")
        driver.focus("[ 🗑 ]")
        driver.press(.enter)
        #expect(driver.screen.contains("Delete this entry?"))
        #expect(driver.screen.contains("“Rainy Tuesday” will be gone for good."))
        driver.focus("Delete Entry")
        driver.press(.enter)
        driver.expectLines(
            [
                row("Journal", "[ ✎ ]", width: 80), "⌕ Search entries" + String(repeating: "_", count: 64),
                row("😄 Farmers market", "›"), date(daysAgo: 1), row("🙂 First run in weeks", "›"), date(daysAgo: 6), "",
            ])
    }

    @Test func theComposeSheetAddsAnEntryAtTheTop() {
        let driver = Driver(environment: .appMain, app: JournalApp())
        driver.focus("[ ✎ ]")
        driver.press(.enter)
        #expect(driver.screen.contains("New Entry"))
        #expect(driver.screen.contains("[ Cancel ] [ Save ]"))
        driver.type("Picnic")
        driver.focus("[ Save ]")
        driver.press(.enter)
        driver.expectLines([row("🙂 Picnic", "›"), date(daysAgo: 0), row("😄 Farmers market", "›")], from: 2)
    }
}
