import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import PasswordGenerator

/// Examples/PasswordGenerator, driven as PROGRAMS10.md drives it on iOS: a random password
/// made again whenever an option changes, its strength gauge and entropy, the passphrase and PIN
/// kinds, and the saved passwords in the History sheet (kept in `UserDefaults` as JSON, cleared
/// before each test).
@MainActor
@Suite(.serialized)
struct PasswordGeneratorTests {
    init() { UserDefaults.standard.removeObject(forKey: "history") }

    /// The password the first section shows.
    func password(_ driver: Driver) -> String { String(driver.lines[1].dropFirst(2)) }

    @Test func aRandomPasswordFollowsItsOptions() {
        let driver = Driver(environment: .appMain, app: PasswordGeneratorApp())
        let first = password(driver)
        #expect(first.count == 16 && first.allSatisfy { $0.isLetter || $0.isNumber }, "\(first)")
        driver.expectLines(
            [
                "  Strength                                                Very Strong · 95 bits",
                "  █████████████████████████████████████████████████████████▎░░░░░░░░░░░░░░░░░░░",
                "  [ ↻ Generate ]                                                          [ ⇪ ]", "",
                "  [        Random         ]|       Passphrase        |           PIN", "", " Characters",
                "  8 ━━━━━━━━━━●───────────────────────────────────────────────────────────── 64",
                "  Length                                                                     16",
                "  Uppercase (A–Z)                                                           [x]",
                "  Digits (0–9)                                                              [x]",
                "  Symbols (!@#)                                                             [ ]",
                "  Avoid Look-Alikes                                                         [ ]", "",
                "  [ 📥 Save to History ]",
            ], from: 2)
        driver.focus("●")
        driver.press(.right, .right)
        driver.expectLine(10, "  Length                                                                     18")
        #expect(password(driver).count == 18)
        driver.expectLine(2, "  Strength                                               Very Strong · 107 bits")
        driver.focus("Uppercase")
        driver.press(.character(" "))
        driver.focus("Digits")
        driver.press(.character(" "))
        driver.expectLine(2, "  Strength                                                     Strong · 84 bits")
        #expect(password(driver).allSatisfy { $0.isLowercase }, "\(password(driver))")
        let lowercase = password(driver)
        driver.focus("Generate")
        driver.press(.enter)
        #expect(password(driver) != lowercase && password(driver).count == 18)
    }

    @Test func passphraseAndPINKindsHaveTheirOwnOptions() {
        let driver = Driver(environment: .appMain, app: PasswordGeneratorApp())
        driver.focus("Random")
        driver.press(.right)
        driver.expectLine(2, "  Strength                                                       Weak · 16 bits")
        let words = password(driver).split(separator: "-")
        #expect(words.count == 4 && words.allSatisfy { PasswordGenerator.Generator.words.contains(String($0)) }, "\(words)")
        driver.expectLines(
            [
                " Words", "  4 words                                                                 [−|+]",
                "  -____________________________________________________________________________",
                "  Capitalize Words                                                          [ ]",
            ], from: 8)
        driver.focus("4 words")
        driver.press(.right)
        driver.expectLine(2, "  Strength                                                       Weak · 20 bits")
        #expect(password(driver).split(separator: "-").count == 5)
        driver.focus("Capitalize")
        driver.press(.character(" "))
        #expect(password(driver).split(separator: "-").allSatisfy { $0.first?.isUppercase == true }, "\(password(driver))")
        driver.focus("Passphrase")
        driver.press(.right)
        driver.expectLines(["  Strength                                                       Weak · 19 bits"], from: 2)
        #expect(password(driver).count == 6 && password(driver).allSatisfy(\.isNumber))
        driver.expectLines(
            [" PIN", "  6 digits                                                                [−|+]", "", "  [ 📥 Save to History ]"],
            from: 8)
    }

    /// A row of the History sheet: `text` inside its double frame.
    func sheetRow(_ text: String) -> String { " ║ " + text + String(repeating: " ", count: 75 - text.count) + "║" }

    @Test func savedPasswordsAreListedInTheHistorySheetAndDeletedThere() {
        let driver = Driver(environment: .appMain, app: PasswordGeneratorApp())
        let saved = password(driver)
        driver.focus("Save to History")
        driver.press(.enter)
        driver.expectLine(0, "Passwords                                                               [ 🕒 ] 1")
        driver.focus("[ 🕒 ]")
        driver.press(.enter)
        let created = Date.now.formatted(.dateTime.day().month().hour().minute()).withPlainSpaces
        driver.expectLines(
            [
                " ╔════════════════════════════════════════════════════════════════════════════╗",
                " ║ History                                                  [ Edit ] [ Done ] ║",
                sheetRow(saved),
            ], from: 11)
        #expect(driver.lines[14].withPlainSpaces == sheetRow(created), "\(driver.lines[14])")
        #expect(UserDefaults.standard.data(forKey: "history") != nil, "the history is kept as JSON")

        driver.focus("Edit")
        driver.press(.enter)
        driver.focus(saved)
        driver.press(.delete)
        driver.expectLines(
            [
                " ║ History                                                  [ Done ] [ Done ] ║", sheetRow(""), sheetRow(""), sheetRow(""),
                " ║                           🔑 No Saved Passwords                            ║", sheetRow(""),
                " ║                      Passwords you save appear here.                       ║",
            ], from: 12)
        driver.expectLine(0, "Passwords                                                                 [ 🕒 ]")
        driver.focus("Done")  // Edit's, which reads Done while editing
        driver.press(.enter)
        driver.expectLine(12, " ║ History                                                  [ Edit ] [ Done ] ║")
        driver.focus("Done")
        driver.press(.enter)
        driver.expectLine(11, "  Uppercase (A–Z)                                                           [x]")
    }
}
