import CursesUI
import CursesUITestSupport
import Testing

/// SwiftUI's `onKeyPress` forms: the handler of the focused view gets the key first, `.ignored`
/// lets it go on to the focus keys, and a view the focus is not in hears nothing.
@MainActor
struct KeyPressTests {
    struct Counter: View {
        @State private var count = 0
        @State private var log = ""
        var body: some View {
            VStack(alignment: .leading) {
                Text("count=\(count) log=\(log)")
                Text("Counter").focusable()
                    .onKeyPress(.upArrow) {
                        count += 1
                        return .handled
                    }
                    .onKeyPress(characters: .decimalDigits) { press in
                        log += press.characters
                        return .handled
                    }
                    .onKeyPress(keys: [.downArrow, .leftArrow]) { press in
                        log += press.modifiers.contains(.option) ? "⌥" : ""
                        log += press.key == .downArrow ? "↓" : "←"
                        return .ignored
                    }
                    .onKeyPress(.character("x"), phases: .up) { _ in
                        log += "up"
                        return .handled
                    }
                Button("Other") { log += "other" }
            }
        }
    }

    @Test func aHandledKeyRunsTheActionAndGoesNoFurther() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Counter() }
        driver.press(.up, .up)
        driver.expectLine(0, "count=2 log=")
        driver.press(.enter)
        driver.expectLine(0, "count=2 log=")  // Enter went nowhere: the focus stayed on the counter, not on the button
    }

    @Test func charactersMatchOnlyKeysTypingThem() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Counter() }
        driver.type("4a2")
        driver.press(.control("b"))
        driver.expectLine(0, "count=0 log=42")
    }

    @Test func anIgnoredKeyGoesOnToTheFocusKeys() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Counter() }
        driver.press(.down)
        driver.expectLine(0, "count=0 log=↓")
        driver.press(.enter)
        driver.expectLine(0, "count=0 log=↓other")  // ↓ moved the focus on to the button
    }

    @Test func aViewWithoutTheFocusHearsNoKeys() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Counter() }
        driver.press(.tab)  // onto the button
        driver.type("7")
        driver.press(.up)  // the button does not use ↑: the focus goes back up to the counter
        driver.expectLine(0, "count=0 log=")
        driver.press(.up)
        driver.expectLine(0, "count=1 log=")
    }

    @Test func aKeyWithAModifierComesAsThePlainKeyWithTheModifier() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Counter() }
        driver.press(.left)
        driver.expectLine(0, "count=0 log=←")
        driver.press(.altDown)
        driver.expectLine(0, "count=0 log=←⌥↓")
        driver.paste("12")
        driver.expectLine(0, "count=0 log=←⌥↓")  // a paste is no key press
    }

    @Test func aTerminalDeliversNoKeyUpPhase() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Counter() }
        driver.type("x")
        driver.expectLine(0, "count=0 log=")
    }

    struct TerminalKeys: View {
        @State private var log = ""
        var body: some View {
            Text("log=\(log)").focusable()
                .onKeyPress(keys: [.control("s"), .altUp]) { key in
                    switch key {
                    case .control: log += "save"
                    default: log += "raise"
                    }
                    return .handled
                }
        }
    }

    @Test func cursesUIsOwnFormWithTerminalKeysStillCompilesAndRuns() {
        let driver = Driver(size: Size(width: 40, height: 3)) { TerminalKeys() }
        driver.press(.control("s"), .altUp)
        driver.expectLine(0, "log=saveraise")
    }
}
