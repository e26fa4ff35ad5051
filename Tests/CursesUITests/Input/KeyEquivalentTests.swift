import CursesUI
import CursesUITestSupport
import Testing

/// `KeyEquivalent` as SwiftUI programs write it: a character literal or `KeyEquivalent(_:)`,
/// in `KeyboardShortcut(_:modifiers:)` and in `.keyboardShortcut(_:)` with an optional
/// shortcut (nil: none).
@MainActor
struct KeyEquivalentTests {
    struct Keypad: View {
        @State var typed = ""
        let keys: [(title: String, key: KeyEquivalent?)] = [("1", KeyEquivalent("1")), ("+", "+"), ("±", nil)]

        var body: some View {
            VStack(alignment: .leading) {
                Text("typed: \(typed)")
                ForEach(keys, id: \.title) { entry in
                    Button(entry.title) { typed += entry.title }
                        .keyboardShortcut(entry.key.map { KeyboardShortcut($0, modifiers: []) })
                }
            }
        }
    }

    @Test func literalAndCharacterKeysPressTheirButtonsAndANilShortcutIsNone() {
        let driver = Driver(size: Size(width: 20, height: 4)) { Keypad() }
        driver.press(.character("1"), .character("+"), .character("±"), .character("n"))
        driver.expectLine(0, "typed: 1+")
    }

    @Test func aShortcutKeepsItsKeyAndModifiers() {
        let shortcut = KeyboardShortcut("s", modifiers: .control)
        #expect(shortcut.key == KeyEquivalent("s") && shortcut.modifiers == .control)
        #expect(KeyboardShortcut(.return).modifiers == .command)
    }
}
