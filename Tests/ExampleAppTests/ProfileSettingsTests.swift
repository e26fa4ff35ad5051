import CursesUI
import CursesUITestSupport
import Testing

@testable import ProfileSettings

/// Examples/ProfileSettings, driven as PROGRAMS.md drives it on iOS: a new display name gives
/// new initials in the avatar, turning notifications off hides their types, and Reset All
/// Settings, confirmed, puts every setting back.
@MainActor
struct ProfileSettingsTests {
    func launch(_ store: ObservableKeyValueStore, size: Size = Size(width: 80, height: 24)) -> Driver {
        var environment = EnvironmentValues.appMain
        environment.appStorage = store
        return Driver(size: size, environment: environment, app: ProfileSettingsApp())
    }

    @Test func theNameGivesTheInitialsAndNotificationsHideTheirTypes() {
        let store = ObservableKeyValueStore(InMemoryKeyValueStore())
        let driver = launch(store)
        #expect(driver.lines[1].trimmingCharacters(in: .whitespaces) == "Taylor Appleseed")
        #expect(driver.lines[2].contains("TA") && driver.lines[2].contains("Pro member since 2021"))
        driver.tabTo("Taylor Appleseed___")
        driver.press(.control("u"))
        driver.type("Ada Lovelace")
        #expect(driver.lines[1].trimmingCharacters(in: .whitespaces) == "Ada Lovelace")
        #expect(driver.lines[2].contains("AL"))
        #expect(driver.screen.contains("Notification types"))
        driver.tabTo("Allow notifications")
        driver.press(.character(" "))
        #expect(!driver.screen.contains("Notification types"))
        #expect(driver.screen.contains("[ ] Allow notifications"))
    }

    /// At 80×40: a `Form` taller than the terminal does not scroll yet, and at 80×24 the reset
    /// button is below the screen.
    @Test func resetAllSettingsAfterItsConfirmationPutsTheDefaultsBack() {
        let store = ObservableKeyValueStore(InMemoryKeyValueStore())
        let driver = launch(store, size: Size(width: 80, height: 40))
        driver.tabTo("Taylor Appleseed___")
        driver.press(.control("u"))
        driver.type("Grace")
        #expect(driver.lines[1].trimmingCharacters(in: .whitespaces) == "Grace")
        driver.tabTo("Reset All Settings")
        driver.press(.enter)
        #expect(driver.screen.contains("Reset all settings?"))
        driver.tabTo("[ Reset ]")
        driver.press(.enter)
        #expect(driver.lines[1].trimmingCharacters(in: .whitespaces) == "Taylor Appleseed")
    }
}
