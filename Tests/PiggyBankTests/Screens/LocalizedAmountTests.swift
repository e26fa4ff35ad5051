import CursesUICore
import Foundation
import Testing

@testable import PiggyBank

/// Amount fields read and show the language's decimal mark, and the screens write amounts,
/// dates and counts as the language does.
@MainActor
struct LocalizedAmountTests {
    func germanHome(target: String) throws -> AppHarness {
        let app = try AppHarness(language: .german)
        app.goToCreatePage()
        app.createBank(name: "Rad", target: target)
        return app
    }

    @Test func aGermanDepositTakesADecimalCommaAndShowsGermanAmounts() throws {
        let app = try germanHome(target: "5000")
        #expect(app.screen.contains("0,00\u{A0}€ von 5.000,00\u{A0}€ gespart"))
        app.press(.character("d"))
        #expect(app.screen.contains("0,00___"), "the empty field's placeholder has a comma")
        app.type("1.200,5")
        app.press(.enter)
        #expect(app.screen.contains("1.200,50\u{A0}€ von 5.000,00\u{A0}€ gespart"))
        #expect(app.screen.contains("noch 3.799,50\u{A0}€"))
        #expect(app.screen.contains("Letzte Buchungen · 1 Buchung"))
    }

    @Test func aGermanFieldRefusesAThirdDecimalAfterTheComma() throws {
        let app = try germanHome(target: "100")
        app.press(.character("d"))
        app.type("1,234")
        #expect(app.screen.contains("1,23___"), "the fourth key is refused, as a third decimal is")
        app.press(.enter)
        #expect(app.screen.contains("1,23\u{A0}€ von 100,00\u{A0}€ gespart"))
    }

    @Test func editingShowsTheTargetWithTheLanguagesMark() throws {
        let app = try germanHome(target: "1500,5")
        app.press(.character("e"))
        #expect(app.screen.contains("1500,50___"))
        app.press(.character("i"))
    }

    @Test func detailsWriteTheProgressAndTheDayAsTheLanguageDoes() throws {
        let app = try germanHome(target: "3")
        app.press(.character("d"))
        app.type("1")
        app.press(.enter, .character("i"))
        #expect(app.screen.contains("33,3\u{A0}%"))
        let today = CalendarDate(Date())
        #expect(app.screen.contains(DateText.day(today, .german)))
        #expect(DateText.day(today, .german).hasSuffix(".\(today.year)"))
    }
}
