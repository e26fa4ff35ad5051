import CursesUI
import CursesUITestSupport
import Testing

@testable import ThemeKit

/// Examples/ThemeKit, driven as PROGRAMS8.md drives it on iOS: the segmented picker switches
/// the theme a custom `EnvironmentKey` hands to the cards, the button styles and the check-box
/// toggle style; the capsule buttons count taps; a check box ticks; the Layout card lists the
/// titles and heights the cards report through preference keys.
@MainActor
struct ThemeKitTests {
    /// A card's text row: `text` inside the card's one-cell padding, the scroll indicator at the end.
    func cardRow(_ text: String, thumb: Bool = true) -> String {
        "  " + text + String(repeating: " ", count: 77 - text.count) + (thumb ? "┃" : "│")
    }

    @Test func theThemePickerRepaintsTheCardsAndTheCheckBoxes() {
        let driver = Driver(environment: .appMain, app: ThemeKitApp())
        let card = { driver.terminal.screen[2, 6].style.background }
        let tick = { driver.terminal.screen[2, 17].style.foreground }
        #expect(card() == Theme.named(.light).cardBackground)
        #expect(tick() == Theme.named(.light).accent)
        driver.press(.right)
        driver.expectLine(2, "           Light          |[         Ocean         ]|         Sunset           ┃")
        #expect(card() == Theme.named(.ocean).cardBackground)
        #expect(tick() == Theme.named(.ocean).accent)
        driver.press(.right)
        #expect(card() == Theme.named(.sunset).cardBackground)
        #expect(tick() == Theme.named(.sunset).accent)
    }

    @Test func thePillButtonsCountAndReset() {
        let driver = Driver(environment: .appMain, app: ThemeKitApp())
        driver.expectLines(
            [
                "ThemeKit", cardRow("", thumb: true), " [         Light         ]|          Ocean          |         Sunset           ┃",
                cardRow(""), cardRow(""), cardRow("BUTTONS"), cardRow(""), cardRow(""),
                cardRow("   Primary        Reset"), cardRow(""), cardRow(""), cardRow("Tapped 0 times"),
            ])
        driver.press(.tab)
        #expect(driver.focusedText.contains("Primary"))
        driver.press(.enter, .enter)
        driver.expectLine(11, cardRow("Tapped 2 times"))
        driver.press(.tab)
        #expect(driver.focusedText.contains("Reset"))
        driver.press(.enter)
        driver.expectLine(11, cardRow("Tapped 0 times"))
    }

    @Test func aCheckBoxRowTicksWhenPressed() {
        let driver = Driver(environment: .appMain, app: ThemeKitApp())
        driver.expectLines(
            [cardRow("☑ Notifications", thumb: false), cardRow("", thumb: false), cardRow("□ iCloud Sync", thumb: false)], from: 17)
        driver.press(.tab, .tab, .tab, .tab)
        #expect(driver.focusedText.hasPrefix("□ iCloud Sync"))
        driver.press(.character(" "))
        driver.expectLine(19, cardRow("☑ iCloud Sync", thumb: false))
        driver.press(.enter)
        driver.expectLine(19, cardRow("□ iCloud Sync", thumb: false))
    }

    @Test func theLayoutCardListsWhatTheCardsReport() {
        let driver = Driver(environment: .appMain, app: ThemeKitApp())
        driver.press(.pageDown)
        driver.expectLines(
            [
                cardRow("LAYOUT"), cardRow(""), cardRow("Sections: Buttons, Toggles, Labels, Layout"), cardRow(""),
                cardRow("Buttons                                                              153 pt"), cardRow(""),
                cardRow("Toggles                                                              153 pt"), cardRow(""),
                cardRow("Labels                                                               153 pt"), cardRow(""),
                cardRow("Layout                                                               221 pt", thumb: false),
            ], from: 13)
    }
}
