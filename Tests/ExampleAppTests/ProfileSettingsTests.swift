import CursesUI
import CursesUITestSupport
import Testing

@testable import ProfileSettings

/// Examples/ProfileSettings, driven as PROGRAMS.md drives it on iOS: a new display name gives
/// new initials in the avatar, turning notifications off hides their types, and Reset All
/// Settings, confirmed, puts every setting back. The form is taller than 80×24 and scrolls.
@MainActor
struct ProfileSettingsTests {
    /// A row of the form at 80 columns: `label` on the left, `value` on the right, and the
    /// scroll indicator (`│`, or `┃` for its thumb) in the last column.
    static func row(_ label: String, value: String = "", _ indicator: String) -> String {
        label + String(repeating: " ", count: 79 - label.count - value.count) + value + indicator
    }

    func launch(_ store: ObservableKeyValueStore, size: Size = Size(width: 80, height: 24)) -> Driver {
        var environment = EnvironmentValues.appMain
        environment.appStorage = store
        return Driver(size: size, environment: environment, app: ProfileSettingsApp())
    }

    @Test func theNameGivesTheInitialsAndNotificationsHideTheirTypes() {
        let store = ObservableKeyValueStore(InMemoryKeyValueStore())
        let driver = launch(store)
        driver.expectLines(
            [
                "Profile", Self.row("", "┃"), Self.row("     TA     Taylor Appleseed", "┃"),
                Self.row("            Pro member since 2021", "┃"),
            ])
        driver.tabTo("Taylor Appleseed___")
        driver.press(.control("u"))
        driver.type("Ada Lovelace")
        driver.expectLines([Self.row("     AL     Ada Lovelace", "┃"), Self.row("            Pro member since 2021", "┃")], from: 2)
        #expect(driver.screen.contains("Notification types"))
        driver.tabTo("Allow notifications")
        driver.press(.character(" "))
        #expect(!driver.screen.contains("Notification types"))
        #expect(driver.lines.contains { $0.hasPrefix("  Allow notifications ") && $0.contains("[ ]") })
    }

    /// The reset button is below the first screen at 80×24: tabbing to it scrolls the form to
    /// its end, and PgUp back to the top.
    @Test func resetAllSettingsAfterItsConfirmationPutsTheDefaultsBack() {
        let store = ObservableKeyValueStore(InMemoryKeyValueStore())
        let driver = launch(store)
        #expect(!driver.screen.contains("Reset All Settings"))
        driver.tabTo("Taylor Appleseed___")
        driver.press(.control("u"))
        driver.type("Grace")
        driver.expectLine(2, Self.row("     G      Grace", "┃"))
        driver.tabTo("Reset All Settings")
        driver.expectLines(
            [
                Self.row(" About", "┃"), Self.row("  Version", value: "1.0 (1)", "┃"), Self.row("  Account", value: "Grace", "┃"),
                "  ✋ Privacy Policy" + String(repeating: " ", count: 60) + "┃", Self.row("  SwiftUI Documentation", "┃"), Self.row("", "┃"),
                Self.row("  [ Reset All Settings ]", "┃"), Self.row("", "┃"),
            ], from: 16)
        driver.press(.enter)
        #expect(driver.screen.contains("Reset all settings?"))
        driver.tabTo("[ Reset ]")
        driver.press(.enter)
        driver.expectLine(18, Self.row("  Account", value: "Taylor Appleseed", "┃"))
        driver.press(.pageUp)
        driver.expectLines(["Profile", Self.row("", "┃"), Self.row("     TA     Taylor Appleseed", "┃")])
    }
}
