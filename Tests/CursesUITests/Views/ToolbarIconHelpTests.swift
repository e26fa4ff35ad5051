import CursesUI
import CursesUITestSupport
import Testing

/// A button that shows only its icon (a toolbar's `Label`, or one in `.labelStyle(.iconOnly)`)
/// is named by its title in the help bar when focused, as VoiceOver names it on iOS.
@MainActor
struct ToolbarIconHelpTests {
    struct Recipes: View {
        var body: some View {
            VStack(alignment: .leading) {
                Button("Share", systemImage: "square.and.arrow.up") {}
                    .labelStyle(.iconOnly)
                Button("Print") {}
                Spacer()
                HelpBar()
            }
            .navigationTitle("Recipes")
            .toolbar {
                Button("Add Recipe", systemImage: "plus") {}
            }
        }
    }

    @Test func aFocusedIconButtonIsNamedByItsTitle() {
        let driver = Driver(size: Size(width: 60, height: 6)) { NavigationStack { Recipes() } }
        #expect(driver.lines[0].hasSuffix("[ + ]"), "\(driver.lines[0])")
        driver.expectLine(1, "[ ⇪ ]")
        #expect(driver.lines[5].contains("Enter Share ·"), "\(driver.lines[5])")
        driver.press(.tab)
        #expect(driver.lines[5].contains("Enter press ·"), "a button that shows its title: \(driver.lines[5])")
        driver.press(.tab)
        #expect(driver.lines[5].contains("Enter Add Recipe ·"), "\(driver.lines[5])")
    }
}
