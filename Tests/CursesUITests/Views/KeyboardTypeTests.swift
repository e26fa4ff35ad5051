import CursesUI
import CursesUITestSupport
import Testing

/// The UIKit keyboard types iOS forms give their fields: a phone pad takes a phone number, an
/// email or URL keyboard takes any text.
@MainActor
struct KeyboardTypeTests {
    struct ContactFields: View {
        @State var phone = ""
        @State var email = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Phone", text: $phone).keyboardType(.phonePad)
                TextField("Email", text: $email).keyboardType(.emailAddress)
                Text("\(phone)|\(email)")
            }
        }
    }

    @Test func aPhonePadTakesAPhoneNumberAndAnEmailFieldAnyText() {
        let driver = Driver(size: Size(width: 40, height: 3)) { ContactFields() }
        driver.type("+1 (555) 010-2x#")
        #expect(driver.fieldLines[0] == "+1 (555) 010-2#", "letters are refused on a phone pad")
        driver.press(.tab)
        driver.type("ada@example.com")
        #expect(driver.fieldLines == ["+1 (555) 010-2#", "ada@example.com", "+1 (555) 010-2#|ada@example.com"])
    }

    @Test func anASCIIKeyboardRefusesOtherCharacters() {
        #expect(KeyboardType.asciiCapable.accepts("Zoe"))
        #expect(!KeyboardType.asciiCapable.accepts("Zoë"))
        #expect(KeyboardType.asciiCapableNumberPad.accepts("0123") && !KeyboardType.asciiCapableNumberPad.accepts("1.5"))
    }
}
