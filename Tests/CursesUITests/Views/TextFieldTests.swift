import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@MainActor
struct TextFieldTests {
    struct Field: View {
        @State var text = ""
        var placeholder = "Name"
        var submitted: () -> Void = {}
        var body: some View {
            TextField(placeholder, text: $text).frame(width: 10).onSubmit { submitted() }
        }
    }

    @Test func placeholderShowsWhileEmptyAndGoesAwayWhenTyping() {
        let driver = Driver(size: Size(width: 20, height: 1)) { Field() }
        #expect(driver.fieldLines[0] == "Name")
        driver.type("x")
        #expect(driver.fieldLines[0] == "x")
    }

    @Test func caretSitsAfterWideCharacterOnScreen() {
        let driver = Driver(size: Size(width: 20, height: 1)) { Field() }
        driver.type("中文")
        #expect(driver.terminal.cursor == Point(x: 4, y: 0))
        driver.press(.left)
        #expect(driver.terminal.cursor == Point(x: 2, y: 0))
    }

    @Test func textWiderThanTheFieldScrollsToKeepTheCaretVisible() {
        let driver = Driver(size: Size(width: 20, height: 1)) { Field() }
        driver.type("abcdefghijklmno")
        #expect(driver.fieldLines[0] == "ghijklmno")
        #expect(driver.terminal.cursor == Point(x: 9, y: 0))
        driver.press(.home)
        #expect(driver.fieldLines[0] == "abcdefghij")
        #expect(driver.terminal.cursor == Point(x: 0, y: 0))
    }

    @Test func enterRunsOnSubmit() {
        var submissions = 0
        let driver = Driver { Field(submitted: { submissions += 1 }) }
        driver.press(.enter)
        #expect(submissions == 1)
    }

    @Test func secureFieldShowsBulletsButStoresTheText() {
        struct Secret: View {
            @State var text = ""
            let seen: (String) -> Void
            var body: some View {
                SecureField("PIN", text: $text).onChange(of: text) { _, new in seen(new) }
            }
        }
        var stored = ""
        let driver = Driver(size: Size(width: 10, height: 1)) { Secret(seen: { stored = $0 }) }
        driver.type("1234")
        #expect(driver.fieldLines[0] == "••••")
        #expect(stored == "1234")
    }

    @Test func pasteIsInsertedAsOneEditWithControlsStripped() {
        let driver = Driver(size: Size(width: 30, height: 1)) { Field() }
        let work = driver.work { driver.paste("Trip\u{1B}[2J to 日本") }
        #expect(work.frames == 1)
        #expect(driver.fieldLines[0] == "J to 日本", "scrolled so the caret after the paste is visible")
        driver.press(.home)
        #expect(driver.fieldLines[0] == "Trip[2J to")
    }

    /// An amount field as SwiftUI apps write it: a `Double` behind a custom `String` binding,
    /// decimal pad.
    struct CustomBindingAmountField: View {
        @State var targetAmount = 0.0
        var body: some View {
            VStack(alignment: .leading) {
                TextField(
                    "0.0",
                    text: Binding(
                        get: { targetAmount == 0 ? "" : String(targetAmount) },
                        set: { targetAmount = Double($0) ?? 0 })
                )
                .keyboardType(.decimalPad)
                .submitLabel(.continue)
                Text("value=\(targetAmount)")
            }
        }
    }

    @Test func anAmountBehindACustomStringBindingWorksAsWrittenWhileTyping() {
        let driver = Driver(size: Size(width: 20, height: 2)) { CustomBindingAmountField() }
        driver.type("12.")
        #expect(driver.fieldLines[0] == "12.", "the typed separator stays although the binding reads 12.0")
        driver.type("5")
        #expect(driver.fieldLines == ["12.5", "value=12.500000"])
        driver.type("x.")
        #expect(driver.fieldLines[0] == "12.5", "letters and a second separator are refused")
        driver.press(.backspace, .backspace, .backspace, .backspace)
        #expect(driver.fieldLines == ["0.0", "value=0.000000"], "empty shows the placeholder, zero in the model")
    }

    struct Amount: View {
        @State var value: Decimal = 0
        @State var problem: FieldProblem?
        var body: some View {
            VStack(alignment: .leading) {
                DecimalField("0.00", value: $value, range: 0...100, fractionDigits: 2, problem: $problem)
                Text("value=\(value) error=\(problem.map { "\($0)" } ?? "-")")
            }
        }
    }

    @Test func aDecimalCommaFieldReadsCommaDecimalsAndPointGroupsAndShowsItsValueWithAComma() {
        let driver = Driver(size: Size(width: 40, height: 3)) {
            Amount(value: 7.5).environment(\.decimalSeparator, ",")
        }
        #expect(driver.fieldLines[0] == "7,50", "the bound value is shown with the comma")
        driver.press(.backspace, .backspace, .backspace, .backspace)
        driver.type("12,5")
        #expect(driver.fieldLines.prefix(2) == ["12,5", "value=12.5 error=-"])
        driver.type("67")
        #expect(driver.fieldLines[0] == "12,56", "a third decimal after the comma is refused")
        driver.press(.backspace, .backspace, .backspace, .backspace, .backspace)
        driver.type("1.234,5")
        #expect(driver.fieldLines[1] == "must be at most 100", "the point groups thousands: 1234.5")
        driver.press(.backspace, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace)
        driver.type("1,234")
        #expect(driver.fieldLines[0] == "1,23", "a comma is never a thousands separator here")
    }

    @Test func decimalFieldShowsEmptyForZeroAndWritesValidAmounts() {
        let driver = Driver(size: Size(width: 40, height: 3)) { Amount() }
        #expect(driver.fieldLines[0] == "0.00")
        driver.type("42.5")
        #expect(driver.fieldLines[0] == "42.5")
        #expect(driver.fieldLines[1] == "value=42.5 error=-")
    }

    @Test func decimalFieldNamesTheProblemWhenOutOfRangeAndKeepsTheLastValidValue() {
        let driver = Driver(size: Size(width: 40, height: 3)) { Amount() }
        driver.type("50")
        driver.type("0")
        #expect(driver.fieldLines[0] == "500")
        #expect(driver.fieldLines[1] == "must be at most 100")
        #expect(driver.fieldLines[2] == "value=50 error=tooLarge(maximum: 100)")
        driver.press(.backspace)
        #expect(driver.fieldLines[1] == "value=50 error=-")
    }

    @Test func decimalFieldReadsThousandsSeparatorsAndADecimalComma() {
        let driver = Driver(size: Size(width: 40, height: 3)) { Amount() }
        driver.press(.paste("1,200.5"))
        #expect(driver.fieldLines[0] == "1,200.5")
        #expect(driver.fieldLines[1] == "must be at most 100", "read as 1200.5, past the range")
        for _ in 0..<7 { driver.press(.backspace) }
        driver.type("12,5")
        #expect(driver.fieldLines[1] == "value=12.5 error=-", "a comma without three digits after it is a decimal comma")
        driver.type("6")
        #expect(driver.fieldLines[1] == "value=12.56 error=-")
        driver.type("7")
        #expect(driver.fieldLines[1] == "must be at most 100", "three digits after the comma make it a thousands separator")
        driver.type("8")
        #expect(driver.fieldLines[0] == "12,567", "four digits after a comma are neither")
    }

    @Test func theProblemIsWordedByTheEnvironment() {
        let driver = Driver(size: Size(width: 40, height: 3)) {
            Amount().environment(\.fieldProblemText) { problem in problem == .tooLarge(maximum: 100) ? "不能超过 100" : "?" }
        }
        driver.type("500")
        #expect(driver.fieldLines[1] == "不能超过 100")
    }

    @Test func amountFieldRejectsSecondSeparatorAndThirdFractionDigit() {
        let driver = Driver(size: Size(width: 40, height: 3)) { Amount() }
        driver.type("1.2.345")
        #expect(driver.fieldLines[0] == "1.23")
    }
}
