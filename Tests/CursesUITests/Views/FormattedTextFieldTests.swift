import CursesUI
import CursesUITestSupport
import Testing

/// `TextField(_:value:format:)` with Foundation's formats, as in SwiftUI: values shown
/// formatted, typed text parsed, bad text named and kept away from the value.
@MainActor
struct FormattedTextFieldTests {
    struct Goal: View {
        @State var target: Decimal = 1200.5
        @State var months = 12
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Target", value: $target, format: .currency(code: "EUR"))
                TextField("Months", value: $months, format: .number)
                Text("target=\(target) months=\(months)")
            }
        }
    }

    @Test func valuesShowFormattedAndTypedTextReachesTheValueOnReturnNotWhileTyping() {
        let driver = Driver(size: Size(width: 40, height: 4)) { Goal() }
        #expect(driver.fieldLines[0] == "€1,200.50")
        #expect(driver.fieldLines[1] == "12")
        driver.press(.control("u"))
        driver.type("3,000.2")
        #expect(driver.lines[2] == "target=1200.5 months=12", "typing does not change the value, as in SwiftUI")
        #expect(driver.fieldLines[0] == "3,000.2", "the typed text stays while focused")
        driver.press(.enter)
        #expect(driver.lines[2] == "target=3000.2 months=12", "Return commits it, separators and all")
        #expect(driver.fieldLines[0] == "€3,000.20", "then the value's formatting returns")
        driver.press(.control("u"))
        driver.type("75")
        #expect(driver.lines[2] == "target=3000.2 months=12")
        driver.press(.tab)
        #expect(driver.lines[2] == "target=75 months=12", "focus leaving commits too")
        #expect(driver.fieldLines[0] == "€75.00")
    }

    @Test func textThatDoesNotParseIsNamedAndNeverReachesTheValue() {
        let driver = Driver(size: Size(width: 40, height: 4)) { Goal() }
        driver.press(.tab, .control("u"))
        driver.type("x")
        #expect(driver.lines[1].hasPrefix("x"))
        #expect(driver.lines[1].hasSuffix("not a number"))
        #expect(driver.lines[2] == "target=1200.5 months=12")
        driver.press(.enter)
        #expect(driver.lines[2] == "target=1200.5 months=12", "Return leaves the value alone")
        #expect(driver.lines[1].hasSuffix("not a number"))
        driver.press(.backspace)
        driver.type("120")
        driver.press(.enter)
        #expect(driver.lines[2] == "target=1200.5 months=120")
        driver.press(.control("u"))
        driver.type("y")
        driver.press(.tab)
        #expect(driver.fieldLines[1] == "120", "focus leaving puts the value back over text that does not parse")
        #expect(driver.app.graph.droppedWrites.isEmpty)
    }

    /// The tip splitter's fields: a `Double` amount, a `Double?` that starts empty, and a
    /// number with a precision, all with Foundation's format styles.
    struct Bill: View {
        @State var amount = 0.0
        @State var extra: Double?
        @State var rate = 0.5
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Amount", value: $amount, format: .currency(code: "EUR"))
                TextField("Extra", value: $extra, format: .currency(code: "EUR"))
                TextField("Rate", value: $rate, format: .number.precision(.fractionLength(2)))
                Text("amount=\(amount) extra=\(extra.map { "\($0)" } ?? "nil") rate=\(rate)")
            }
        }
    }

    @Test func doublesAndAnOptionalDoubleTakeFoundationsFormats() {
        let driver = Driver(size: Size(width: 50, height: 4)) { Bill() }
        #expect(driver.fieldLines[0] == "€0.00")
        #expect(driver.fieldLines[1] == "Extra", "a nil value shows the placeholder")
        #expect(driver.fieldLines[2] == "0.50")
        driver.press(.control("u"))
        driver.type("100")
        driver.press(.tab)
        #expect(driver.fieldLines[0] == "€100.00")
        driver.type("12.5")
        driver.press(.enter)
        #expect(driver.lines[3] == "amount=100.000000 extra=12.5 rate=0.500000")
        driver.press(.control("u"), .enter)
        #expect(driver.lines[3] == "amount=100.000000 extra=nil rate=0.500000", "an emptied field writes nil")
        driver.press(.tab, .control("u"))
        driver.type("0.126")
        driver.press(.backTab)
        #expect(driver.fieldLines[2] == "0.13")
        #expect(driver.lines[3] == "amount=100.000000 extra=nil rate=0.126000")
    }
}
