import CursesUI
import CursesUITestSupport
import Testing

/// The SwiftUI-named controls and containers, driven with keys and read back as text.
@MainActor
struct SwiftUIControlsTests {
    enum Currency: String, CaseIterable, Hashable { case cny, usd, eur }

    struct CurrencyForm: View {
        @State var currency = Currency.usd
        var body: some View {
            VStack(alignment: .leading) {
                Picker("Currency", selection: $currency) {
                    ForEach(Currency.allCases, id: \.self) { Text($0.rawValue.uppercased()).tag($0) }
                }
                Text("chosen \(currency.rawValue)")
            }
        }
    }

    @Test func aMenuPickerOpensBelowItselfAndEnterChooses() {
        let driver = Driver(size: Size(width: 30, height: 8)) { CurrencyForm() }
        #expect(driver.lines[0] == "Currency ‹USD› ▾")
        driver.press(.enter)
        #expect(driver.lines[1...3].map { $0 } == ["    CNY", "  ● USD", "    EUR"])
        driver.press(.down, .enter)
        #expect(driver.lines[0] == "Currency ‹EUR› ▾")
        #expect(driver.lines[1] == "chosen eur")
        driver.press(.enter, .escape)
        #expect(driver.lines[1] == "chosen eur", "Esc closes the list without choosing")
    }

    struct Tall: View {
        var body: some View {
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(0..<30) { row in Button("Row \(row)") {} }
                }
            }
        }
    }

    @Test func aScrollViewFollowsTheFocusAndShowsWhereItIs() {
        let driver = Driver(size: Size(width: 20, height: 5)) { Tall() }
        // The column is centred in the scroll view, as on iOS.
        #expect(driver.lines[0].hasPrefix("    [ Row 0 ]"))
        #expect(driver.lines[0].hasSuffix("┃"))
        for _ in 0..<10 { driver.press(.tab) }
        #expect(driver.lines[4].hasPrefix("    [ Row 10 ]"), "the focused row is scrolled into view")
        #expect(driver.lines[4].hasSuffix("│") || driver.lines[4].hasSuffix("┃"))
    }

    struct Numbers: View {
        let numbers = Array(0..<100_000)
        @State var selection: Int?
        var body: some View {
            List(numbers, id: \.self, selection: $selection) { Text("n\($0)") }
        }
    }

    @Test func aListOfAHundredThousandRowsBuildsOnlyTheVisibleOnes() {
        let driver = Driver(size: Size(width: 20, height: 6)) { Numbers() }
        #expect(driver.lines[0].hasPrefix("n0"))
        let work = driver.work { driver.press(.end) }
        #expect(driver.screen.contains("n99,999"))
        #expect(work.nodeEvaluations < 60, "a page of rows, not the whole list")
        driver.press(.pageUp)
        #expect(driver.screen.contains("n99,994"))
    }

    struct Settings: View {
        @State var asking = false
        @State var answer = "none"
        var body: some View {
            Form {
                Section("Saving") {
                    LabeledContent("Saved", value: "330.00")
                    ProgressView("Progress", value: 330.0, total: 1200.0)
                }
                Section {
                    Button("Reset") { asking = true }
                } footer: {
                    Text("Resets the form")
                }
                Text("answer \(answer)")
            }
            .confirmationDialog("Reset?", isPresented: $asking) {
                Button("Reset everything", role: .destructive) { answer = "reset" }
                Button("Keep", role: .cancel) { answer = "kept" }
            }
        }
    }

    @Test func labeledContentWritesItsValueWithAFormat() {
        let driver = Driver(size: Size(width: 24, height: 2)) {
            VStack {
                LabeledContent("Cycles", value: 5, format: .number)
                LabeledContent("Share", value: 0.25, format: .percent)
            }
        }
        driver.expectLines(["Cycles                 5", "Share                25%"])
    }

    @Test func aFormShowsSectionsAndAConfirmationDialogStacksItsChoices() {
        let driver = Driver(size: Size(width: 30, height: 14)) { Settings() }
        #expect(driver.lines[0] == " Saving")
        #expect(driver.lines[1].hasPrefix("  Saved  ") && driver.lines[1].hasSuffix(" 330.00"))
        #expect(driver.lines[2] == "  Progress")
        #expect(driver.lines[3].hasPrefix("  ███████"))
        #expect(driver.lines.contains(" Resets the form"))
        driver.press(.enter)  // Reset is the only focusable control
        #expect(driver.screen.contains("Reset?"))
        #expect(driver.screen.contains("[ Reset everything ]"))
        driver.press(.escape)
        #expect(driver.screen.contains("answer kept"), "Esc presses the cancel button")
        driver.press(.enter, .enter)
        #expect(driver.screen.contains("answer reset"))
        #expect(!driver.screen.contains("Reset?"))
    }
}

@MainActor
struct GridItemTests {
    @Test func aColumnPerGridItem() {
        let driver = Driver(size: Size(width: 20, height: 3)) {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(["a", "b", "c"], id: \.self) { Text($0) }
            }
        }
        // Flexible columns share the width: 9 cells each, one apart, each item centred in its cell.
        #expect(driver.lines[0] == "    a         b")
        #expect(driver.lines[1] == "    c")
    }
}
