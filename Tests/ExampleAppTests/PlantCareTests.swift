import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import PlantCare

/// Examples/PlantCare, driven as PROGRAMS13.md drives it on iOS: the sample plants in "Needs
/// Water" and "Upcoming" with their due badges, a row's Water action moving it on, the "New
/// Plant" sheet's name check (a Chinese name saved), and a plant edited in its detail, kept in
/// Documents for the next launch.
@MainActor
@Suite(.serialized)
struct PlantCareTests {
    init() { UserDefaults.standard.removeObject(forKey: "remindersOn") }

    /// `left` and `right` at the ends of a row `width` columns wide (a two-cell emoji counts one
    /// character, as in `lines`; so do two-cell Chinese characters).
    func row(_ left: String, _ right: String, width: Int = 78) -> String {
        left + String(repeating: " ", count: max(1, width - cells(left) - right.count)) + right
    }

    /// The cells `text` takes, its Chinese characters two each (the leaf emoji counts one, as
    /// `lines` writes it).
    func cells(_ text: String) -> Int {
        text.count + text.unicodeScalars.filter { (0x4E00...0x9FFF).contains($0.value) }.count
    }

    /// A plant's two rows: the leaf, the name and the due badge, then the species.
    func plant(_ name: String, _ species: String, _ due: String) -> [String] {
        [row(" 🍃 \(name)", "\(due)  ›"), "    \(species)"]
    }

    /// A line of the sheet, between its frame's sides.
    func sheetLine(_ text: String, under: String = " ") -> String {
        under + "║" + text + String(repeating: " ", count: 76 - cells(text)) + "║"
    }

    /// Starts the app with its documents in `dataHome` (a new folder of the test's own if nil).
    func launch(dataHome: URL? = nil) -> (driver: Driver, dataHome: URL) {
        let home = dataHome ?? FileManager.default.temporaryDirectory.appendingPathComponent("PlantCareTests-\(UUID().uuidString)")
        setenv("XDG_DATA_HOME", home.path, 1)
        return (Driver(environment: .appMain, app: PlantCareApp()), home)
    }

    let waterButton = " [" + String(repeating: " ", count: 31) + "💧 Water 2 Due" + String(repeating: " ", count: 31) + "]"

    @Test func thePlantsAreListedByWhenTheyNeedWater() {
        let (driver, _) = launch()
        driver.expectLines(
            [row("My Plants", "[ + ]", width: 80), "Needs Water"] + plant("Monty", "Monstera deliciosa", "2d overdue")
                + plant("Basil", "Ocimum basilicum", "Today") + ["", "Upcoming"] + plant("Fern", "Boston fern", "In 2 days")
                + plant("Spike", "Snake plant", "In 10 days")
                + [
                    "", " Daily Reminder                                                             [ ]",
                    "Turn on reminders to be told when a plant is thirsty.", "", "", "", "", "", "", "",
                ]
                + [waterButton])
        driver.focus("Daily Reminder")
        driver.press(.character(" "))
        driver.expectLines(
            [
                " Daily Reminder                                                             [x]",
                "You'll get a reminder each morning. Allow notifications for Plants in Settings.",
            ], from: 13)
    }

    @Test func wateringAPlantMovesItToUpcoming() {
        let (driver, _) = launch()
        driver.press(.right)  // the first row, Monty, has the focus: its actions
        driver.press(.enter)  // Water
        driver.expectLines(
            ["Needs Water"] + plant("Basil", "Ocimum basilicum", "Today") + ["", "Upcoming"]
                + plant("Fern", "Boston fern", "In 2 days") + plant("Monty", "Monstera deliciosa", "In 7 days")
                + plant("Spike", "Snake plant", "In 10 days"), from: 1)
        driver.expectLine(22, waterButton.replacingOccurrences(of: "2 Due", with: "1 Due"))
    }

    @Test func theNewPlantSheetChecksTheNameAndSavesThePlant() {
        let (driver, _) = launch()
        driver.focus("[ + ]")
        driver.press(.enter)
        driver.expectLines(
            [
                sheetLine(" New Plant" + String(repeating: " ", count: 46) + "[ Cancel ] [ Save ] "),
                sheetLine("   Name" + String(repeating: "_", count: 67) + "  "),
                sheetLine("   Species (optional)" + String(repeating: "_", count: 53) + "  "),
                sheetLine("  Give your plant a name."), sheetLine("", under: "U"), sheetLine("  Care"),
                sheetLine("   Room" + String(repeating: " ", count: 52) + "‹Living Room› ▾"),
                sheetLine("   Water every 7 days" + String(repeating: " ", count: 48) + "[−|+]  "),
            ], from: 3)
        driver.type("basil")  // the name field has the focus; words are capitalised
        driver.expectLines(
            [
                sheetLine("   Basil" + String(repeating: "_", count: 66) + "  "),
                sheetLine("   Species (optional)" + String(repeating: "_", count: 53) + "  "),
                sheetLine("  You already have a plant called Basil."),
            ], from: 4)
        driver.press(.backspace, .backspace, .backspace, .backspace, .backspace)
        driver.type("绿萝")
        driver.expectLines(
            [
                sheetLine("   绿萝" + String(repeating: "_", count: 67) + "  "),
                sheetLine("   Species (optional)" + String(repeating: "_", count: 53) + "  "), sheetLine(""),
            ], from: 4)
        driver.focus("Save")
        driver.press(.enter)
        driver.expectLines(
            ["Upcoming"] + plant("Fern", "Boston fern", "In 2 days") + plant("绿萝", "Unknown species", "In 7 days")
                + plant("Spike", "Snake plant", "In 10 days"), from: 7)
    }

    @Test func aPlantEditedInItsDetailIsKeptForTheNextLaunch() {
        let (driver, dataHome) = launch()
        driver.press(.backTab, .backTab, .backTab, .backTab)  // back round to Spike, the last row
        driver.press(.enter)
        driver.expectLines([
            "My Plants › Spike", row("  Species", "Snake plant", width: 79),
            "  Room                                                              ‹Bedroom› ▾",
            row("  Every 14 days", "[−|+]", width: 79),
        ])
        driver.focus("[−|+]")
        driver.press(.right)
        driver.expectLine(3, row("  Every 15 days", "[−|+]", width: 79))
        driver.press(.escape)
        driver.expectLines(["Upcoming"] + plant("Fern", "Boston fern", "In 2 days") + plant("Spike", "Snake plant", "In 11 days"), from: 7)

        let (relaunched, _) = launch(dataHome: dataHome)
        relaunched.expectLines(
            ["Upcoming"] + plant("Fern", "Boston fern", "In 2 days") + plant("Spike", "Snake plant", "In 11 days"), from: 7)
    }
}
