import CursesUI
import CursesUITestSupport
import Testing

@testable import Contacts

/// Examples/Contacts, driven as PROGRAMS2.md drives it on iOS: people in sections by first
/// letter; a row opens the detail, whose Edit sheet keeps Save disabled while the email is
/// invalid (with a red footer); search filters, with "No Results" for no match; + adds a
/// person under a new letter; a phone field takes only a phone number.
@MainActor
struct ContactsTests {
    /// A row as the screen shows it: `left`, then `right` ending in the 79th column.
    func row(_ left: String, _ right: String) -> String {
        left + String(repeating: " ", count: max(1, 79 - left.count - right.count)) + right
    }

    /// The title bar: `left`, then `right` ending in the last column.
    func bar(_ left: String, _ right: String) -> String {
        left + String(repeating: " ", count: max(1, 80 - left.count - right.count)) + right
    }

    @Test func thePeopleAreInSectionsByFirstLetter() {
        let driver = Driver(environment: .appMain, app: ContactsApp())
        driver.expectLines([
            bar("Contacts", "[ + ]"), "⌕ Search" + String(repeating: "_", count: 72), "A",
            row(" Ada Lovelace", "›"), row(" Alan Turing", "›"), "", "G", row(" Grace Hopper", "★ ›"), "", "L",
            row(" Linus Torvalds", "›"),
        ])
    }

    @Test func editingAnEmailDisablesSaveUntilItIsValidAndSavingUpdatesTheDetail() {
        let driver = Driver(environment: .appMain, app: ContactsApp())
        driver.focus("Alan Turing")
        driver.press(.enter)
        driver.expectLines([bar("Contacts › Alan Turing", "[ Edit ]"), " Phone", row("  Mobile", "555-0102")])
        driver.expectLines(
            [" Email", "  alan@example.com", "", "  Favorite                                                                  [ ]"], from: 4
        )
        driver.focus("Edit")
        driver.press(.enter)
        #expect(driver.lines[3].hasPrefix(" ║ Alan Turing") && driver.lines[3].hasSuffix("[ Cancel ] [ Save ] ║"))
        driver.press(.tab, .tab, .tab, .end)
        for _ in 0..<12 { driver.press(.backspace) }
        #expect(driver.lines[11].hasPrefix(" ║  Enter a valid email address."))
        driver.press(.enter)  // Save is disabled: the sheet stays
        #expect(driver.screen.contains("Enter a valid email address."))
        driver.type("@bletchley.uk")
        #expect(!driver.screen.contains("Enter a valid email address."))
        driver.press(.enter)  // Save, the confirmation action
        driver.expectLines([" Email", "  alan@bletchley.uk"], from: 4)
        driver.focus("Favorite")
        driver.press(.character(" "))
        driver.press(.escape)
        driver.expectLine(4, row(" Alan Turing", "★ ›"))
    }

    @Test func searchFiltersByNameAndSaysWhenNothingMatches() {
        let driver = Driver(environment: .appMain, app: ContactsApp())
        driver.press(.backTab)
        driver.type("tur")
        driver.expectLines(["A", row(" Alan Turing", "›"), ""], from: 2)
        driver.press(.backspace, .backspace, .backspace)
        driver.type("zz")
        #expect(driver.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "🔍 No Results for “zz”" })
    }

    @Test func plusAddsAPersonUnderANewLetter() {
        let driver = Driver(environment: .appMain, app: ContactsApp())
        driver.focus("[ + ]")
        driver.press(.enter)
        #expect(driver.lines[4].hasPrefix(" ║ New Contact"))
        driver.press(.enter)  // Save is disabled while the first name is blank
        #expect(driver.screen.contains("New Contact"))
        driver.type("Bob")
        driver.press(.tab)
        driver.type("Marley")
        driver.press(.tab)
        driver.type("555-0199x")
        #expect(driver.lines[10].hasPrefix(" ║   555-0199_"), "a phone pad refuses letters")
        driver.press(.enter)
        driver.expectLines(["", "B", row(" Bob Marley", "›"), "", "G"], from: 5)
    }
}
