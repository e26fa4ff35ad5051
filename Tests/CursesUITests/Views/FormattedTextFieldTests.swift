import CursesUI
import CursesUITestSupport
import Testing

/// `TextField(_:value:format:)`: values shown formatted, typed text parsed, bad text named and
/// kept away from the value.
@MainActor
struct FormattedTextFieldTests {
    struct Goal: View {
        @State var target: Decimal = 1200.5
        @State var months = 12
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Target", value: $target, format: .currency(code: "CNY"))
                TextField("Months", value: $months, format: .number)
                Text("target=\(target) months=\(months)")
            }
        }
    }

    @Test func valuesShowFormattedAndTypedTextReachesTheValueWhenItParses() {
        let driver = Driver(size: Size(width: 40, height: 4)) { Goal() }
        #expect(driver.fieldLines[0] == "¥1,200.50")
        #expect(driver.fieldLines[1] == "12")
        driver.press(.control("u"))
        driver.type("3,000.2")
        #expect(driver.lines[2] == "target=3000.2 months=12", "parsed while typing, separators and all")
        #expect(driver.fieldLines[0] == "3,000.2", "the typed text stays while focused")
        driver.press(.tab)
        #expect(driver.fieldLines[0] == "¥3,000.20", "the value's formatting returns when focus leaves")
    }

    @Test func textThatDoesNotParseIsNamedAndNeverReachesTheValue() {
        let driver = Driver(size: Size(width: 40, height: 4)) { Goal() }
        driver.press(.tab, .end)
        driver.type("x")
        #expect(driver.lines[1].hasPrefix("12x"))
        #expect(driver.lines[1].hasSuffix("not a number"))
        #expect(driver.lines[2] == "target=1200.5 months=12")
        driver.press(.backspace)
        driver.type("0")
        #expect(driver.lines[2] == "target=1200.5 months=120")
        #expect(driver.app.graph.droppedWrites.isEmpty)
    }
}
