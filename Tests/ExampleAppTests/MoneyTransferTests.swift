import CursesUI
import CursesUITestSupport
import Testing

@testable import MoneyTransfer

/// Examples/MoneyTransfer, driven as PROGRAMS9.md drives it on iOS: the form's inline error and
/// disabled Continue, the fee popover, the half-height review sheet, the confirmation dialog
/// before sending, and the full-screen success page whose Done clears the form.
@MainActor
struct MoneyTransferTests {
    /// `left` and `right` at the ends of a row `width` columns wide.
    func row(_ left: String, _ right: String, width: Int = 79) -> String {
        left + String(repeating: " ", count: max(1, width - left.count - right.count)) + right
    }

    let continueRow = "  [                                 Continue                                  ]"

    @Test func continueWaitsForAValidAmountAndARecipient() throws {
        let driver = Driver(environment: .appMain, app: MoneyTransferApp())
        driver.expectLines(
            [
                "Send Money                                                              [ Done ]",
                row("  Available", "US$2,450.75"), "", " Amount",
                "  Amount_______________________________________________________________________", "", " Recipient",
                "  Send to                                                           ‹Choose…› ▾", "", " Speed",
                "  Instant transfer                                                          [ ]",
                row("  Fee ℹ", "US$0.00"),
                " Standard transfers arrive in 1–3 business days at no cost.",
            ])
        driver.expectLine(19, continueRow)
        #expect(driver.terminal.screen[30, 19].style.dim, "Continue is disabled")
        driver.type("5000")  // the amount field has the focus
        driver.press(.tab)  // leaving the field commits its value, as on iOS
        driver.expectLines(
            [
                "  US$5,000.00__________________________________________________________________",
                "  ⚠ The daily transfer limit is US$2,000.00.",
            ], from: 4)
        driver.press(.backTab)  // back in the field, its text selected
        driver.type("150")
        driver.tabTo("Send to")
        driver.press(.enter, .down, .enter)  // Alice Martin
        driver.expectLines(
            [
                "  US$150.00____________________________________________________________________", "", " Recipient",
                "  Send to                                                      ‹Alice Martin› ▾", row("  First National", "•••• 4821"),
            ], from: 4)
        let continueAt = try #require(driver.lines.firstIndex(of: continueRow))
        #expect(!driver.terminal.screen[30, continueAt].style.dim, "Continue is enabled")
    }

    @Test func theFeeButtonOpensAPopoverOverTheForm() {
        let driver = Driver(environment: .appMain, app: MoneyTransferApp())
        driver.tabTo("Instant transfer")
        driver.press(.character(" "))
        driver.tabTo("ℹ")
        driver.press(.enter)
        // The popover stands above the row it opened from; the row makes room for it, so the
        // button stands over "Fee" while it is open.
        driver.expectLines(
            [
                "Send M╔═════════════════════════════════════╗",
                "  Avai║                                     ║                       US$2,450.75",
                "      ║  Transfer Fees                      ║",
                " Amoun║  Standard: free, 1–3 business days  ║",
                "  Amou║  Instant: 1.5% (minimum $1.00),     ║__________________________________",
                "      ║  arrives in minutes                 ║",
                " Recip║  ─────────────────────────────────  ║",
                "  Send║  Fees are shown before you          ║                       ‹Choose…› ▾",
                "      ║  confirm.                           ║",
                " Speed║                                     ║",
                "  Inst╚═════════════════════════════════════╝                               [x]",
                "      ℹ",
                "",
            ])
        driver.press(.escape)
        // No amount yet, no fee.
        driver.expectLines(
            ["  Instant transfer                                                          [x]", row("  Fee ℹ", "US$0.00")], from: 10)
    }

    @Test func sendingGoesThroughReviewAndConfirmationToTheSuccessPage() async throws {
        let driver = Driver(environment: .appMain, app: MoneyTransferApp())
        driver.type("150")
        driver.tabTo("Send to")
        driver.press(.enter, .down, .enter)
        driver.tabTo("Continue")
        driver.press(.enter)
        // A half-height sheet at the bottom, the form above it.
        let edge = String(repeating: "═", count: 76)
        let blank = " ║" + String(repeating: " ", count: 76) + "║"
        driver.expectLines(
            [
                " Speed", " ╔\(edge)╗", row(" ║ Review", "[ Edit ] [ Send ] ║"), row(" ║ To", "Alice Martin  ║"),
                row(" ║ Amount", "US$150.00  ║"), row(" ║ Fee", "US$0.00  ║"), row(" ║ Total", "US$150.00  ║"), blank, blank, blank,
                blank, blank, " ╚\(edge)╝",
            ], from: 10)
        driver.tabTo("[ Send ]")
        driver.press(.enter)
        driver.expectLines(
            [
                row(" ║ Amount         ╔═ Send US$150.00 to Alice Martin? ═══════╗", "US$150.00  ║"),
                row(" ║ Fee            ║ Transfers can't be cancelled once sent. ║", "US$0.00  ║"),
                row(" ║ Total          ║                                         ║", "US$150.00  ║"),
                row(" ║                ║ [ Send Now ]                            ║", "║"),
                row(" ║                ║ [ Cancel ]                              ║", "║"),
            ], from: 14)
        driver.press(.enter)  // Send Now, which has the focus
        #expect(await driver.waitUntil { driver.screen.contains("Money Sent") })
        driver.expectLines(
            [
                "                                       ✓", "", "                                   Money Sent", "",
                "                    US$150.00 is on its way to Alice Martin.",
            ], from: 7)  // the cover covers the whole screen, the header too, as on iOS
        let reference = driver.lines[13].trimmingCharacters(in: .whitespaces)
        #expect(reference.hasPrefix("Reference ") && reference.count == "Reference ".count + 8)
        #expect(driver.lines[22].contains("[                                    Done                                    ]"))
        driver.press(.enter)  // Done dismisses the cover and clears the form
        driver.expectLines(
            [
                "  Amount_______________________________________________________________________", "", " Recipient",
                "  Send to                                                           ‹Choose…› ▾",
            ],
            from: 4)
    }
}
