import CursesUI
import CursesUITestSupport
import Testing

@testable import Onboarding

/// Examples/Onboarding, driven as PROGRAMS5.md drives it on iOS: the first launch shows the
/// paged tour over the whole screen (←/→ turn its pages where a swipe would, the dots follow),
/// "Get Started" ends it for good (`@AppStorage`), the next launch goes straight to "Today",
/// and Settings' "Show onboarding again", once confirmed, brings the tour back.
@MainActor
struct OnboardingTests {
    /// A run of the app keeping its settings in `store`.
    func launch(_ store: ObservableKeyValueStore) -> Driver {
        var environment = EnvironmentValues.appMain
        environment.appStorage = store
        return Driver(environment: environment, app: OnboardingApp())
    }

    /// `text` after `indent` spaces.
    func indented(_ indent: Int, _ text: String) -> String { String(repeating: " ", count: indent) + text }

    let nextButton = " [" + String(repeating: " ", count: 36) + "Next" + String(repeating: " ", count: 36) + "]"

    /// A page of the tour: "Skip" at the top right, the symbol, title and message in the middle
    /// of the page (centred on the message's padded width), the dots under it.
    func tourPage(_ driver: Driver, symbol: (Int, String), title: (Int, String), message: (Int, String), dots: String) {
        driver.expectLines(["", indented(71, "[ Skip ]")])
        driver.expectLines(
            [indented(symbol.0, symbol.1), "", indented(title.0, title.1), "", indented(message.0, message.1)], from: 9)
        driver.expectLine(20, indented(37, dots))
    }

    @Test func theTourShowsOnceThenTheAppOpensOnToday() {
        let store = ObservableKeyValueStore(InMemoryKeyValueStore())
        let driver = launch(store)
        tourPage(
            driver, symbol: (38, "💧"), title: (31, "Track your water"),
            message: (9, "Log every glass with a single tap and watch your day fill up."),
            dots: "● ○ ○")
        driver.expectLine(22, nextButton)
        driver.press(.right)
        tourPage(
            driver, symbol: (39, "🔔"), title: (32, "Gentle reminders"),
            message: (10, "We nudge you when it has been a while since your last glass."),
            dots: "○ ● ○")
        driver.press(.left)
        driver.expectLine(20, indented(37, "● ○ ○"))
        driver.focus("Next")
        driver.press(.enter)
        driver.press(.enter)
        tourPage(
            driver, symbol: (39, "📊"), title: (31, "See your progress"),
            message: (15, "Weekly charts show how close you get to your goal."),
            dots: "○ ○ ●")
        #expect(driver.lines[22].contains("Get Started"))
        driver.press(.enter)
        driver.expectLines([
            "Today" + String(repeating: " ", count: 70) + "[ ⚙ ]", "", "", "", indented(38, "○ 0"), "", "", "",
            indented(32, "0 of 8 glasses"), "", indented(25, "[ − Remove ]  [ + Add Glass ]"),
        ])
        let nextRun = launch(store)
        #expect(nextRun.lines[0] == "Today" + String(repeating: " ", count: 70) + "[ ⚙ ]")
        #expect(!nextRun.screen.contains("Skip"))
    }

    @Test func settingsBringsTheTourBackAfterTheConfirmation() {
        let store = ObservableKeyValueStore(InMemoryKeyValueStore())
        let driver = launch(store)
        driver.focus("Skip")
        driver.press(.enter)
        driver.focus("Add Glass")
        driver.press(.enter, .enter)
        driver.expectLines([indented(38, "◔ 2"), "", "", "", indented(32, "2 of 8 glasses")], from: 4)
        driver.focus("⚙")
        driver.press(.enter)
        driver.expectLines(
            [
                " ║ Settings                                                          [ Done ] ║",
                " ║  Appearance                                                                ║",
                " ║   [       System        ]|         Light         |         Dark            ║",
                " ║   Accent colour                                                ‹■ Blue› ▾  ║",
                " ║                                                                            ║",
                " ║  Goal                                                                      ║",
                " ║   Daily goal: 8 glasses                                             [−|+]  ║",
                " ║   Units                                                        ‹Metric› ▾  ║",
                " ║  One glass is 250 ml.                                                      ║",
            ], from: 3)
        driver.focus("Show onboarding again")
        driver.press(.enter)
        #expect(driver.screen.contains("Show the welcome screens again?"))
        driver.focus("Reset Onboarding")
        driver.press(.enter)
        tourPage(
            driver, symbol: (38, "💧"), title: (31, "Track your water"),
            message: (9, "Log every glass with a single tap and watch your day fill up."),
            dots: "● ○ ○")
    }
}
