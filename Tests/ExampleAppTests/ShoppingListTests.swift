import CursesUI
import CursesUITestSupport
import Testing

@testable import ShoppingList

/// Examples/ShoppingList, driven as PROGRAMS3.md drives it on iOS: the sample groceries in
/// sections by aisle (the empty aisles show no section), the bottom bar's count; a tick strikes
/// an item through and "Clear Checked" removes it; the sheet adds an item to its aisle; edit
/// mode moves an item; the list is saved in Documents and there at the next launch.
@MainActor
@Suite(.serialized)
struct ShoppingListTests {
    let saved = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("shopping-list.json")
    /// The program saves where every checkout's test run would: held while a test runs, so a
    /// run beside this one (another checkout) waits instead of sharing the file.
    let savedFileLock: CrossProcessLock

    init() throws {
        // As App.main() does: an iOS app always has its Documents folder.
        try FileManager.default.createDirectory(at: saved.deletingLastPathComponent(), withIntermediateDirectories: true)
        savedFileLock = try CrossProcessLock(path: saved.path + ".test-lock")
        try? FileManager.default.removeItem(at: saved)
    }

    /// `left` and `right` at the ends of a row `width` columns wide (a list's rows leave the
    /// last column to the scroll indicator).
    func row(_ left: String, _ right: String, width: Int = 79) -> String {
        left + String(repeating: " ", count: max(1, width - left.count - right.count)) + right
    }

    var samples: [String] {
        [
            row("Groceries", "[ Edit ] [ + ]", width: 80), "Produce", row(" ○ Bananas", "×6"), " ○ Spinach", "", "Bakery",
            " ○ Sourdough", "", "Dairy", row(" ○ Oat milk", "×2"), " ○ Greek yogurt", "", "Household", " ○ Dish soap", "",
        ]
    }

    @Test func tickingAnItemCountsItInTheCartAndClearCheckedRemovesIt() {
        let driver = Driver(environment: .appMain, app: ShoppingListApp())
        driver.expectLines(samples)
        driver.expectLine(23, row("0 of 6 in cart", "[ Clear Checked ]", width: 80))
        driver.press(.down, .enter)  // Spinach's circle
        driver.expectLine(3, " ✓ Spinach")
        #expect(driver.terminal.screen[3, 3].style.strikethrough, "struck through")
        driver.expectLine(23, row("1 of 6 in cart", "[ Clear Checked ]", width: 80))
        driver.focus("Clear Checked")
        driver.press(.enter)
        driver.expectLines(
            [
                "Produce", row(" ○ Bananas", "×6"), "", "Bakery", " ○ Sourdough", "", "Dairy", row(" ○ Oat milk", "×2"),
                " ○ Greek yogurt",
            ], from: 1)
        driver.expectLine(23, row("0 of 5 in cart", "[ Clear Checked ]", width: 80))
    }

    @Test func theSheetAddsAnItemToTheAisleChosen() {
        let driver = Driver(environment: .appMain, app: ShoppingListApp())
        driver.focus("[ + ]")
        driver.press(.enter)
        #expect(driver.lines[3].hasPrefix(" ║ New Item") && driver.lines[3].hasSuffix("[ Cancel ] [ Add ] ║"))
        // Under the sheet, the first column still shows the list's section headers.
        driver.type("Butter")  // the name field has focus when the sheet opens
        driver.focus("Quantity")
        driver.press(.right)  // the stepper's +
        #expect(driver.lines[5].hasPrefix("B║   Quantity: 2                                                       [−|+]  ║"))
        driver.focus("Aisle")
        driver.press(.enter, .down, .down, .enter)
        #expect(driver.lines[6].hasPrefix(" ║   Aisle" + String(repeating: " ", count: 57) + "‹Dairy› ▾  ║"))
        driver.focus("[ Add ]")
        driver.press(.enter)
        driver.expectLines(
            ["Dairy", row(" ○ Oat milk", "×2"), " ○ Greek yogurt", row(" ○ Butter", "×2"), "", "Household"], from: 8)
        driver.expectLine(23, row("0 of 7 in cart", "[ Clear Checked ]", width: 80))
    }

    @Test func editModeMovesAnItemAndTheListIsThereAtTheNextLaunch() {
        let driver = Driver(environment: .appMain, app: ShoppingListApp())
        driver.focus("Edit")
        driver.press(.enter)
        driver.expectLines(
            [row("Groceries", "[ Done ] [ + ]", width: 80), "Produce", row(" ⊖ ○ Bananas", "×6 ≡"), row(" ⊖ ○ Spinach", "≡")])
        driver.focus("○")  // Bananas, the first row, after the header and the bottom bar
        driver.press(.altDown)
        driver.expectLines([row(" ⊖ ○ Spinach", "≡"), row(" ⊖ ○ Bananas", "×6 ≡")], from: 2)
        #expect(FileManager.default.fileExists(atPath: saved.path))

        let again = Driver(environment: .appMain, app: ShoppingListApp())
        again.expectLines(["Produce", " ○ Spinach", row(" ○ Bananas", "×6")], from: 1)
    }
}
