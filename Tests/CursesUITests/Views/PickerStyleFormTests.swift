import CursesUI
import CursesUITestSupport
import Testing

/// Every SwiftUI picker style compiles and falls back to one of the terminal forms.
@MainActor
struct PickerStyleFormTests {
    struct Sizes<Style: PickerStyle>: View {
        let style: Style
        @State private var size = 1
        var body: some View {
            Picker("Size", selection: $size) {
                Text("S").tag(1)
                Text("M").tag(2)
            }
            .pickerStyle(style)
        }
    }

    @Test func paletteDrawsAsTheSegmentedRow() {
        let driver = Driver(size: Size(width: 20, height: 1)) { Sizes(style: .palette) }
        let segmented = Driver(size: Size(width: 20, height: 1)) { Sizes(style: .segmented) }
        #expect(driver.lines == segmented.lines)
        driver.press(.right)
        segmented.press(.right)
        #expect(driver.lines == segmented.lines)
    }

    @Test func radioGroupAndWheelDrawAsTheInlineList() {
        let driver = Driver(size: Size(width: 20, height: 3)) { Sizes(style: .radioGroup) }
        let wheel = Driver(size: Size(width: 20, height: 3)) { Sizes(style: .wheel) }
        let inline = Driver(size: Size(width: 20, height: 3)) { Sizes(style: .inline) }
        #expect(driver.lines == inline.lines && wheel.lines == inline.lines)
        driver.expectLines(["Size ‹S›", "  ● S", "    M"])
    }

    @Test func navigationLinkAndAutomaticDrawAsTheMenu() {
        let driver = Driver(size: Size(width: 20, height: 1)) { Sizes(style: .navigationLink) }
        let automatic = Driver(size: Size(width: 20, height: 1)) { Sizes(style: .automatic) }
        let menu = Driver(size: Size(width: 20, height: 1)) { Sizes(style: .menu) }
        #expect(driver.lines == menu.lines && automatic.lines == menu.lines)
        driver.expectLines(["Size ‹S› ▾"])
    }
}
