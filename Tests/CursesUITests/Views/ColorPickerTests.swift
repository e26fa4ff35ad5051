import CursesUI
import CursesUITestSupport
import Testing

/// `ColorPicker`: a menu of SwiftUI's named colours, each a swatch beside its name; choosing
/// one sets the binding.
@MainActor
struct ColorPickerTests {
    struct Settings: View {
        @State var accent = Color.blue
        var body: some View {
            VStack(alignment: .leading) {
                ColorPicker("Accent", selection: $accent)
                Text(accent == .green ? "green" : accent == .blue ? "blue" : "other")
            }
        }
    }

    @Test func theChosenColourIsNamedAndAnotherCanBeChosen() {
        let driver = Driver(size: Size(width: 30, height: 20)) { Settings() }
        driver.expectLines(["Accent ‹■ Blue› ▾", "blue"])
        driver.press(.enter)
        #expect(driver.screen.contains("■ Green"))
        driver.press(.up, .up, .up, .up, .enter)  // Blue, Cyan, Teal, Mint, Green
        driver.expectLines(["Accent ‹■ Green› ▾", "green"])
    }

    @Test func aColourNotNamedIsListedAsCustom() {
        let driver = Driver(size: Size(width: 30, height: 3)) {
            ColorPicker(selection: .constant(Color(red: 0.1, green: 0.2, blue: 0.3))) { Text("Tint") }
        }
        driver.expectLines(["Tint ‹■ Custom› ▾"])
    }
}
