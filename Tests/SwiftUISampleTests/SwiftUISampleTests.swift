import CursesUI
import CursesUITestSupport
import Testing

/// SwiftUI samples pasted unchanged, compiled against CursesUI and driven like a user would.
@MainActor
struct SwiftUISampleTests {
    @Test func theRelayStateVariantEchoesWhatIsTyped() {
        let driver = Driver(size: Size(width: 40, height: 5)) { RelayVariant.BindingOptional() }
        driver.type("bob")
        #expect(driver.fieldLines[0] == "nonebob")
        #expect(driver.app.graph.droppedWrites.isEmpty)
    }

    /// The binding lesson: a getter that invents its value loses every write. Here the loss
    /// is reported, naming the field, instead of passing silently.
    @Test func aGetterThatInventsItsValueIsReportedAsADroppedWrite() {
        let driver = Driver(size: Size(width: 40, height: 5)) { CustomBindingVariant.BindingOptional() }
        driver.type("x")
        #expect(driver.fieldLines[0] == "none")
        let dropped = driver.app.graph.droppedWrites.first
        #expect(dropped?.control == "UserName")
        #expect(dropped?.attempted == "nonex")
    }

    @Test func theSamplesOwnDefaultValueOrEmptyAndOperatorMaterialiseTheOptional() {
        let defaulted = Driver(size: Size(width: 40, height: 5)) { DefaultValueVariant.BindingOptional() }
        defaulted.type("!")
        #expect(defaulted.fieldLines[0] == "none!")
        let empty = Driver(size: Size(width: 40, height: 5)) { OrEmptyVariant.BindingOptional() }
        empty.type("amy")
        #expect(empty.fieldLines[0] == "amy")
        let coalesced = Driver(size: Size(width: 40, height: 5)) { OperatorVariant.BindingOptional() }
        coalesced.type("?")
        #expect(coalesced.fieldLines[0] == "none?")
        for driver in [defaulted, empty, coalesced] { #expect(driver.app.graph.droppedWrites.isEmpty) }
    }

    @Test func theSliderMovesAndTheContainerShowsTheValue() {
        let driver = Driver(size: Size(width: 30, height: 4)) { SliderContainer() }
        #expect(driver.lines[0] == "       Value: 0.500000")
        driver.press(.right)
        #expect(driver.lines[0] == "       Value: 0.550000")
        driver.press(.left, .left, .left)
        #expect(driver.lines[0] == "       Value: 0.400000")
        driver.press(.end)
        #expect(driver.lines[0] == "       Value: 1.000000")
        #expect(driver.lines[1].hasSuffix("●"))
    }

    @Test func theFormFieldDrawsADimCaptionAndABoxedField() {
        struct Form: View {
            @State var name = ""
            var body: some View { FormField(title: "Name", text: $name) }
        }
        let driver = Driver(size: Size(width: 24, height: 5)) { Form() }
        #expect(driver.lines[0] == "Name")
        #expect(driver.terminal.screen[0, 0].style.dim)
        #expect(driver.lines[1] == "┌──────────────────────┐")
        #expect(driver.lines[2].hasPrefix("│Enter name"))
        #expect(driver.lines[3] == "└──────────────────────┘")
        driver.type("Ada 李")
        #expect(driver.lines[2].hasPrefix("│Ada 李"))
    }

    @Test func theValidatedFieldStoresLowercase() {
        let driver = Driver(size: Size(width: 40, height: 3)) { ValidatedField() }
        driver.type("Bob@Example.COM")
        #expect(driver.fieldLines[0] == "bob@example.com")
    }
}
