import CursesUI
import CursesUITestSupport
import Testing

@testable import BedtimeCalculator

/// Examples/BedtimeCalculator, driven as PROGRAMS.md drives it on iOS: waking at 7:00 AM after 8
/// hours and 15 minutes to fall asleep means bed at 10:45 PM, and at 9:45 PM with 9 hours; the
/// values outlive the run (`@AppStorage`), and Restore Defaults puts them back.
@MainActor
struct BedtimeCalculatorTests {
    /// A run of the app keeping its settings in `store`.
    func launch(_ store: ObservableKeyValueStore) -> Driver {
        var environment = EnvironmentValues.appMain
        environment.appStorage = store
        return Driver(environment: environment, app: BedtimeCalculatorApp())
    }

    func row(_ prefix: String, in driver: Driver) -> String {
        driver.lines.map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(prefix) } ?? ""
    }

    /// Calculate, in the toolbar; returns the alert's message line, and closes the alert.
    func calculate(_ driver: Driver) -> String {
        driver.tabTo("[ 🛏 ]")
        driver.press(.enter)
        let title = driver.lines.firstIndex { $0.contains("Your ideal bedtime is…") }
        let message = title.map { driver.lines[$0 + 1].withPlainSpaces } ?? "no alert: \(driver.screen)"
        driver.press(.enter)  // OK
        return message
    }

    @Test func theBedtimeFollowsTheSleepWantedAndOutlivesTheRun() {
        let store = ObservableKeyValueStore(InMemoryKeyValueStore())
        let driver = launch(store)
        #expect(driver.lines[0].hasPrefix("Bedtime") && driver.lines[0].hasSuffix("  [ 🛏 ]"))
        #expect(row("8 hours", in: driver) == "8 hours                                                                 [−|+]")
        #expect(row("Time in bed", in: driver).hasSuffix("8h 15m"))
        #expect(row("Sleep cycles", in: driver).hasSuffix(" 5"))
        #expect(calculate(driver).contains("10:45 PM"))

        driver.tabTo("8 hours")
        driver.press(.right, .right, .right, .right)  // 8 → 9 hours
        #expect(row("9 hours", in: driver) == "9 hours                                                                 [−|+]")
        #expect(row("Time in bed", in: driver).hasSuffix("9h 15m"))
        #expect(row("Sleep cycles", in: driver).hasSuffix(" 6"))
        #expect(calculate(driver).contains("9:45 PM"))

        let relaunched = launch(store)
        #expect(
            row("9 hours", in: relaunched) == "9 hours                                                                 [−|+]",
            "@AppStorage kept it")
        #expect(calculate(relaunched).contains("9:45 PM"))
    }

    @Test func restoreDefaultsPutsTheSettingsBack() {
        let store = ObservableKeyValueStore(InMemoryKeyValueStore())
        let driver = launch(store)
        driver.tabTo("8 hours")
        driver.press(.left, .left)  // 7.5 hours
        #expect(row("7.5 hours", in: driver) == "7.5 hours                                                               [−|+]")
        #expect(
            row("15 minutes", in: driver) == "15 minutes                                                              [−|+]",
            "the title's ^[…](inflect: true) is read")
        driver.tabTo("15 minutes")
        driver.press(.left, .left, .left)
        #expect(row("0 minutes", in: driver) == "0 minutes                                                               [ |+]")
        driver.tabTo("Restore Defaults")
        driver.press(.enter)
        #expect(row("8 hours", in: driver) == "8 hours                                                                 [−|+]")
        #expect(row("15 minutes", in: driver) == "15 minutes                                                              [−|+]")
        #expect(row("8 hours", in: launch(store)) == "8 hours                                                                 [−|+]")
    }
}
