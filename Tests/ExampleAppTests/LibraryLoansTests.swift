import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import LibraryLoans

/// Examples/LibraryLoans, driven as PROGRAMS15.md drives it on iOS: the loans with their due
/// badges, a row's context menu renewing a loan (the badge and order following), the search
/// field and its scopes narrowing the list, and a loan added through the sheet.
@MainActor
struct LibraryLoansTests {
    func launch() -> Driver {
        var environment = EnvironmentValues.appMain
        environment.appStorage = ObservableKeyValueStore(InMemoryKeyValueStore())
        return Driver(environment: environment, app: LibraryLoansApp())
    }

    /// The cells `text` takes, its Chinese characters two each.
    func cells(_ text: String) -> Int {
        text.reduce(0) { sum, character in
            sum + (character.unicodeScalars.contains { $0.value >= 0x1F300 || (0x4E00...0x9FFF).contains($0.value) } ? 2 : 1)
        }
    }

    /// A loan's two lines: icon, title and badge, then the author.
    func loan(_ icon: String, _ title: String, _ author: String, _ badge: String) -> [String] {
        let left = "  \(icon)  \(title)"
        let right = "\(badge)  ›"
        return [left + String(repeating: " ", count: 79 - cells(left) - cells(right)) + right, "      \(author)"]
    }

    let header = [
        "Loans                                                              [ ⇅ ▾ ] [ + ]",
        "⌕ Title or author_______________________________________________________________",
        "  [          All           ]|         Overdue         |        Due Soon", "On Loan",
    ]
    var leftHand: [String] { loan("📚", "The Left Hand of Darkness", "Ursula K. Le Guin", "3d overdue") }
    var piranesi: [String] { loan("🎧", "Piranesi", "Susanna Clarke", "2 days") }
    var spiritedAway: [String] { loan("🎬", "Spirited Away", "Hayao Miyazaki", "5 days") }
    var middlemarch: [String] { loan("📚", "Middlemarch", "George Eliot", "15 days") }
    let footer = ["You can renew each loan 2 times.", "", " ▸ Returned (1)"]

    @Test func theContextMenuRenewsALoanAndItsBadgeFollows() {
        let driver = launch()
        driver.expectLines(header + leftHand + piranesi + spiritedAway + middlemarch + footer)
        driver.press(.right)  // the focused row's actions
        driver.expectLines(
            [
                " ┌──────────────────────────────────────────────────────────┐         2 days  ›",
                " │ [ ↻ Renew ]                                              │",
                " │ [ ✓ Mark Returned ]                                      │         5 days  ›",
                " │ ──────────────────────────────────────────────────────── │",
                " │ [ 🗑 Delete ]                                            │        15 days  ›",
                " └──────────────────────────────────────────────────────────┘",
            ], from: 6)
        driver.press(.enter)  // Renew: 14 more days
        let renewed = loan("📚", "The Left Hand of Darkness", "Ursula K. Le Guin", "11 days")
        driver.expectLines(header + piranesi + spiritedAway + renewed + middlemarch + footer)
        driver.press(.enter)  // the renewed row keeps the focus; open it
        let borrowed = Calendar.current.date(byAdding: .day, value: -24, to: .now)!.formatted(date: .abbreviated, time: .omitted)
        driver.expectLines([
            "Loans › The Left Hand of Darkness", "  Author" + String(repeating: " ", count: 54) + "Ursula K. Le Guin",
            "  Type" + String(repeating: " ", count: 66) + "📚 Book", "  Status" + String(repeating: " ", count: 63) + "11 days ",
            "  Borrowed" + String(repeating: " ", count: 69 - borrowed.count) + borrowed,
        ])
        driver.expectLines(
            [
                "", "  [ ↻ Renew for 14 Days ]", "  Returned                                                                  [ ]",
                " Renewed 1 of 2 times.",
            ], from: 6)
        driver.focus("Renew for 14 Days")
        driver.press(.enter)
        driver.expectLine(3, "  Status" + String(repeating: " ", count: 63) + "25 days ")
        driver.expectLine(9, " Renewed 2 of 2 times.")
    }

    @Test func searchAndScopesNarrowTheList() {
        let driver = launch()
        driver.press(.character("/"))
        driver.type("eliot")
        driver.expectLines(Array(header[2...3]) + middlemarch + ["You can renew each loan 2 times.", ""], from: 2)
        driver.type("zz")
        driver.expectLine(12, "                          🔍 No Results for “eliotzz”")
        for _ in 0..<7 { driver.press(.backspace) }
        driver.focus("All")
        driver.press(.right)  // Overdue
        driver.expectLines(
            ["             All            |[        Overdue        ]|        Due Soon", "On Loan"] + leftHand + footer,
            from: 2)
        driver.press(.right)  // Due Soon
        driver.expectLines(Array(piranesi) + footer, from: 4)
    }

    @Test func aLoanAddedThroughTheSheetJoinsTheList() {
        let driver = launch()
        driver.focus("[ + ]")
        driver.press(.enter)
        driver.type("红楼梦")  // the title field has the focus
        driver.press(.tab)
        driver.type("曹雪芹")
        driver.expectLines(
            [
                " ║   红楼梦_________________________________________________________________  ║",
                " ║   曹雪芹_________________________________________________________________  ║",
            ], from: 6)
        driver.focus("Save")
        driver.press(.enter)
        driver.expectLines(
            header + leftHand + piranesi + spiritedAway + middlemarch + loan("📚", "红楼梦", "曹雪芹", "21 days") + footer)
    }
}
