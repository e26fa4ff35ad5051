import CursesUICore
import CursesUITestSupport
import Foundation
import Testing

@testable import PiggyBank

@MainActor
struct PlansTests {
    func plansScreen(language: Language = .english) throws -> AppHarness {
        let app = try AppHarness(language: language)
        app.goToCreatePage()
        app.createBank(name: "Bike", target: "100")
        app.press(.character("p"))
        return app
    }

    @Test func lifeSavingsShowsTheSalaryAt18AndTheWorkingLifeItAddsUp() throws {
        let app = try plansScreen()
        app.press(.tab, .tab, .tab)  // months, then (Create is disabled) the age, then the salary
        app.type("50000")
        // 50,000 at 30 was 27,841.87… at 18; 48 years rising 5% from there add up to 5,234,978.71.
        app.driver.expectLines(
            [
                "  Salary at 18                                                       $27,841.87",
                "  Target                                                          $5,234,978.71",
                "  [ Create “Life savings” ]",
                " Adds up a working life from 18 to 65: today's salary worked back to 18, then",
                " 5% more each year.",
            ], from: 13)
        app.press(.tab, .enter)
        app.driver.expectLines(["  💰 Life savings", "  Saved $0.00 of $5,234,978.71"], from: 2)
    }

    @Test func theEmergencyFundCreatesABankWithItsIcon() throws {
        let app = try plansScreen(language: .german)
        app.type("1500")
        app.press(.tab, .tab, .enter)
        app.driver.expectLine(2, "  🏥 Notgroschen")
        #expect(app.lines[3].hasSuffix("von 9.000,00\u{A0}€ gespart"))
    }
}
