import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import BudgetEnvelopes

/// Examples/BudgetEnvelopes, driven as PROGRAMS15.md drives it on iOS: the month's gauge and
/// envelopes, quick spends on an envelope's page taking it over budget (with the alert), and a
/// new envelope validated in its sheet, then kept in Documents for the next launch.
@MainActor
@Suite(.serialized)
struct BudgetEnvelopesTests {
    /// The `@AppStorage` of a run (the monthly income), shared by a relaunch as `UserDefaults` is.
    let settings = ObservableKeyValueStore(InMemoryKeyValueStore())

    /// Starts the app with its documents in `dataHome` (a new folder of the test's own if nil).
    func launch(dataHome: URL? = nil) -> (driver: Driver, dataHome: URL) {
        let home = dataHome ?? FileManager.default.temporaryDirectory.appendingPathComponent("BudgetEnvelopesTests-\(UUID().uuidString)")
        setenv("XDG_DATA_HOME", home.path, 1)
        var environment = EnvironmentValues.appMain
        environment.appStorage = settings
        return (Driver(environment: environment, app: BudgetEnvelopesApp()), home)
    }

    /// An amount as the program writes it, in the process's locale ("US$50.00" in en_001).
    func usd(_ amount: Double, cents: Bool = true) -> String {
        amount.formatted(.currency(code: "USD").precision(.fractionLength(cents ? 2 : 0)))
    }

    /// The cells `text` takes, its Chinese characters and emoji two each.
    func cells(_ text: String) -> Int {
        text.reduce(0) { sum, character in
            sum + (character.unicodeScalars.contains { $0.value >= 0x1F300 || (0x4E00...0x9FFF).contains($0.value) } ? 2 : 1)
        }
    }

    /// `left` and `right` at the ends of a row `width` columns wide.
    func row(_ left: String, _ right: String, width: Int = 80) -> String {
        left + String(repeating: " ", count: max(1, width - cells(left) - cells(right))) + right
    }

    /// A capacity gauge `width` cells long, `fraction` of it filled to the nearest eighth of a cell.
    func bar(_ fraction: Double, width: Int) -> String {
        let eighths = Int((fraction * Double(width) * 8).rounded())
        let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
        return " " + String(repeating: "█", count: eighths / 8) + partial
            + String(repeating: "░", count: width - eighths / 8 - (partial.isEmpty ? 0 : 1))
    }

    /// The list at launch, with `spent` on Dining Out.
    func envelopes(diningSpent spent: Double) -> [String] {
        [
            row("Envelopes", "[ Edit ] [ + ]"), "This Month", row(" Spent", usd(spent), width: 79),
            bar(spent / 640, width: 78), " " + usd(2500) + String(repeating: "_", count: 78 - usd(2500).count),
            row(" Left to assign", usd(1860), width: 79), "", "Envelopes",
            row(" 🛒 Groceries", usd(400) + " ›", width: 79), bar(0, width: 76),
            row(" 🍴 Dining Out", usd(150 - spent) + " ›", width: 79), bar(min(spent / 150, 1), width: 76),
            row(" 🚌 Transport", usd(90) + " ›", width: 79), bar(0, width: 76),
        ]
    }

    @Test func spendingPastTheBudgetRaisesTheAlertAndRedrawsTheList() {
        let (driver, _) = launch()
        driver.expectLines(envelopes(diningSpent: 0))
        driver.focus("Dining Out")
        driver.press(.enter)
        let chips = " " + [5.0, 10, 20, 50].map { "  \(usd($0, cents: false))  " }.joined(separator: " ")
        driver.expectLines([
            "Envelopes › Dining Out", " ○ 0%  \(usd(150))", "       left to spend", "", "Quick Spend", chips, "",
            "Spending", " Nothing spent yet",
        ])
        driver.focus(usd(50, cents: false))
        driver.press(.enter, .enter, .enter)
        #expect(driver.lines[1] == " ● 100%  \(usd(0))")
        #expect(!driver.screen.contains("Over Budget"), "exactly on budget is not over")
        driver.press(.enter)
        driver.expectLines([" ● 133%  \(usd(-50))", "         over budget"], from: 1)
        let day = Date.now.formatted(.dateTime.month().day())
        driver.expectLine(8, row(" Quick spend \(day)", usd(50), width: 79))
        let box = driver.lines[10...14].map { line in
            String(line.drop { !"╔║╚".contains($0) }.reversed().drop { !"╗║╝".contains($0) }.reversed())
        }
        #expect(
            box == [
                "╔═ Over Budget ═══════════════════════════╗", "║ Dining Out is \(usd(50)) over its budget. ║",
                "║                                         ║", "║ [ OK ]                                  ║",
                "╚═════════════════════════════════════════╝",
            ])
        driver.press(.enter)  // OK
        driver.press(.escape)
        driver.expectLines(envelopes(diningSpent: 200))
    }

    @Test func aNewEnvelopeIsCheckedThenKeptForTheNextLaunch() {
        let (driver, dataHome) = launch()
        driver.focus("[ + ]")
        driver.press(.enter)
        driver.type("groceries")  // the name field has the focus
        driver.expectLines(
            [
                " ║ New Envelope                                            [ Cancel ] [ Add ] ║",
                " ║   groceries______________________________________________________________  ║",
                " ║   Monthly budget_________________________________________________________  ║",
                " ║  An envelope called groceries already exists.                              ║",
            ], from: 12)
        for _ in 0..<9 { driver.press(.backspace) }
        driver.type("旅行基金")
        driver.press(.tab)
        driver.type("300")
        driver.press(.tab, .right, .right, .right, .right)  // the gift in the icon palette
        driver.expectLine(16, " ║       ✉     |    🛒    |   🏠    |   🚗    |[  🎁   ]|    ♡    |   🎮      ║")
        driver.focus("Add ]")
        driver.press(.enter)
        let added = [row(" 🎁 旅行基金", usd(300) + " ›", width: 79), bar(0, width: 76)]
        driver.expectLine(5, row(" Left to assign", usd(1560), width: 79))
        driver.expectLines(added, from: 14)

        let (relaunched, _) = launch(dataHome: dataHome)
        relaunched.expectLines(added, from: 14)
    }
}
