import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import CafeOrder

/// Examples/CafeOrder, driven as PROGRAMS12.md drives it on iOS: the menu in sections, a
/// drink customised in a half-height sheet whose button shows the price, the Order tab's badge,
/// totals with a tip, the name's validation, and Place Order's alert after a pretend second.
@MainActor
@Suite(.serialized)
struct CafeOrderTests {
    init() { UserDefaults.standard.removeObject(forKey: "customerName") }

    /// `left` and `right` at the ends of a row `width` columns wide (a two-cell emoji counts one).
    func row(_ left: String, _ right: String, width: Int = 79) -> String {
        left + String(repeating: " ", count: max(1, width - left.count - right.count)) + right
    }

    /// A line of the sheet, between its frame's sides.
    func sheetLine(_ text: String) -> String { " ║" + text + String(repeating: " ", count: 76 - text.count) + "║" }

    /// The app with a large flat white added from the menu's sheet.
    func launchWithALargeFlatWhite() -> Driver {
        let driver = Driver(environment: .appMain, app: CafeOrderApp())
        driver.press(.enter)  // the first row, Flat White, has the focus
        driver.press(.right)  // Large
        driver.focus("Add to Order")
        driver.press(.enter)
        return driver
    }

    @Test func theSheetPricesTheDrinkAndAddsItToTheOrder() {
        let driver = Driver(environment: .appMain, app: CafeOrderApp())
        driver.expectLines([
            "[📋 Menu]| 👜 Order", "Café", "Coffee", row("  ☕  Flat White", "US$3.80", width: 78), "      Double ristretto, velvety milk",
            row("  ☕  Cappuccino", "US$3.60", width: 78), "      Espresso under a thick foam", row("  🥤  Cold Brew", "US$4.20", width: 78),
            "      Steeped for 18 hours", "", "Tea",
        ])
        driver.press(.enter)
        driver.expectLines(
            [
                sheetLine(" Flat White" + String(repeating: " ", count: 54) + "[ Cancel ] "),
                sheetLine("  Size" + String(repeating: " ", count: 68) + "┃ "),
                sheetLine(String(repeating: " ", count: 12) + "Small         |[       Medium        ]|         Large         │ "),
            ], from: 13)
        driver.expectLine(19, sheetLine(String(repeating: " ", count: 27) + "Add to Order · US$4.30" + String(repeating: " ", count: 27)))
        driver.press(.right)
        driver.expectLine(19, sheetLine(String(repeating: " ", count: 27) + "Add to Order · US$4.80" + String(repeating: " ", count: 27)))
        driver.focus("Add to Order")
        driver.press(.enter)
        #expect(!driver.screen.contains("Add to Order"))
        driver.expectLine(0, "[📋 Menu]| 👜 Order (1)")
    }

    @Test func theOrderTabTotalsTheOrderWithATip() {
        let driver = launchWithALargeFlatWhite()
        driver.press(.alt("2"))
        driver.expectLines([
            " 📋 Menu |[👜 Order (1)]", row("Your Order", "[ Edit ]", width: 80), " Items", row("  Flat White", "US$4.80"), "  Large · Whole",
            row("  Qty 1", "[ |+]"), "", " Tip", "          0%         |[       10%       ]|       15%        |       20%", "",
            row("  Subtotal", "US$4.80"), row("  Tip", "US$0.48"),
            row("  Total", "US$5.28"), "", " Pickup", "  Name for the order" + String(repeating: "_", count: 59),
        ])
        driver.focus("10%")
        driver.press(.right)  // 15%
        driver.expectLines([row("  Tip", "US$0.72"), row("  Total", "US$5.52")], from: 11)
        driver.focus("Qty 1")
        driver.press(.right)
        driver.expectLines([row("  Flat White", "US$9.60")], from: 3)
        driver.expectLines([row("  Subtotal", "US$9.60"), row("  Tip", "US$1.44"), row("  Total", "US$11.04")], from: 10)
        driver.expectLine(0, " 📋 Menu |[👜 Order (2)]")
    }

    @Test func aValidNamePlacesTheOrder() async {
        let driver = launchWithALargeFlatWhite()
        driver.press(.alt("2"))
        driver.focus("10%")
        driver.press(.tab)  // the name field
        driver.type("A")
        driver.expectLine(15, "  A" + String(repeating: "_", count: 76))
        driver.expectLine(17, " Enter at least two letters.")
        driver.type("na")
        driver.expectLines(["  Ana" + String(repeating: "_", count: 74), String(driver.lines[16]), ""], from: 15)
        driver.focus("Place Order")
        driver.press(.enter)
        #expect(
            await driver.waitUntil(timeout: .seconds(30)) {
                driver.screen.contains("Order Placed") && driver.screen.contains("Thanks, Ana!")
            })
        #expect(driver.screen.contains("Thanks, Ana! 1 items, US$5.28, ready at"), "\(driver.screen)")
        driver.press(.enter)  // OK
        #expect(await driver.waitUntil(timeout: .seconds(30)) { driver.screen.contains("Nothing Ordered Yet") })
        driver.expectLine(0, " 📋 Menu |[👜 Order]")

    }
}
