import CursesUI
import CursesUITestSupport
import Testing

/// A `.keyboard` toolbar item shows only while a text input has focus, as iOS shows it over the
/// keyboard, however the field is written (no focus binding needed); focus moved from the field
/// onto the item keeps it, so it can be pressed.
@MainActor
struct KeyboardToolbarTests {
    struct Payment: View {
        @State var amount = ""
        @State var memo = ""
        @State var recurring = false
        @State var log = ""

        var body: some View {
            NavigationStack {
                VStack(alignment: .leading, spacing: 0) {
                    TextField("Amount", text: $amount)
                    Toggle("Recurring", isOn: $recurring)
                    TextField("Memo", text: $memo, axis: .vertical)
                    Text("log=\(log)")
                }
                .navigationTitle("Pay")
                .toolbar {
                    ToolbarItem { Button("Send") { log += "send" } }
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") { log += "done" }
                    }
                }
            }
        }
    }

    static let keyboardUp = "Pay                    [ Send ] [ Done ]"
    static let keyboardDown = "Pay                             [ Send ]"

    @Test func theItemShowsWhileATextInputHasFocus() {
        let driver = Driver(size: Size(width: 40, height: 8)) { Payment() }
        driver.expectLine(0, Self.keyboardUp)  // the amount field has focus
        driver.press(.tab)  // the toggle
        driver.expectLine(0, Self.keyboardDown)
        driver.press(.tab)  // the multi-line memo field
        driver.expectLine(0, Self.keyboardUp)
        driver.press(.tab)  // Send, in the toolbar
        driver.expectLine(0, Self.keyboardDown)
    }

    @Test func focusMovedFromTheFieldOntoTheItemKeepsItUp() {
        let driver = Driver(size: Size(width: 40, height: 8)) { Payment() }
        driver.press(.backTab)  // from the amount field, back round to Done
        driver.expectLine(0, Self.keyboardUp)
        driver.press(.enter)
        let log = driver.lines.firstIndex { $0.hasPrefix("log=") } ?? 0
        driver.expectLine(log, "log=done")
    }
}
