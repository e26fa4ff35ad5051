import CursesUI
import CursesUITestSupport
import Testing

/// Screens that differed from iOS's until SwiftUI's behaviour was followed: a sheet's content
/// laid out as a screen's, a sheet over the presenting view's overlays, a link in a toolbar, a
/// formatted field's typing, capitalisation, and the two-column `NavigationView`.
@MainActor
struct SwiftUICompatibilityGapTests {
    /// A line of a 40-column sheet's box: `text` at column `column`, the frame around it.
    private func sheetLine(_ text: String, at column: Int) -> String {
        " ║" + String(repeating: " ", count: column - 2) + text + String(repeating: " ", count: 38 - column - text.count) + "║"
    }

    struct Presenting<Sheet: View>: View {
        @State var showing = true
        let sheet: Sheet

        var body: some View {
            Text("behind")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .sheet(isPresented: $showing) { sheet }
        }
    }

    @Test func aSheetsContentIsCentredAsAScreensIs() {
        let driver = Driver(size: Size(width: 40, height: 12)) {
            Presenting(
                sheet: VStack {
                    Text("Hello")
                    Text("World!")
                })
        }
        driver.expectLine(2, sheetLine("", at: 2))
        driver.expectLine(5, sheetLine("Hello", at: 17))
        driver.expectLine(6, sheetLine("World!", at: 17))
        driver.expectLine(7, sheetLine("", at: 2))
    }

    @Test func aFormInASheetStillStartsAtTheTop() {
        let driver = Driver(size: Size(width: 40, height: 12)) {
            Presenting(sheet: Form { Section("Name") { Text("Ada") } })
        }
        driver.expectLine(2, sheetLine("Name", at: 4))
        driver.expectLine(3, sheetLine("Ada", at: 5))
    }

    struct OverlaidAfterSheet: View {
        @State var showing = true

        var body: some View {
            Text("behind")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .sheet(isPresented: $showing) { Text("Sheet") }
                .overlay { Text("BADGE") }
        }
    }

    @Test func anOverlayWrittenAfterTheSheetStaysUnderTheOpenSheet() {
        let driver = Driver(size: Size(width: 40, height: 12)) { OverlaidAfterSheet() }
        driver.expectLine(5, sheetLine("Sheet", at: 17))
        #expect(!driver.screen.contains("BADGE"))
        driver.press(.escape)
        driver.expectLine(5, String(repeating: " ", count: 17) + "BADGE")
    }

    struct Home: View {
        var body: some View {
            NavigationStack {
                Text("Home screen")
                    .navigationTitle("Home")
                    .toolbar {
                        NavigationLink("Settings") { Text("Settings screen").navigationTitle("Settings") }
                    }
            }
        }
    }

    @Test func aNavigationLinkInTheToolbarIsAButtonThatPushes() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Home() }
        driver.expectLine(0, "Home" + String(repeating: " ", count: 24) + "[ Settings ]")
        driver.press(.enter)
        driver.expectLine(0, "Home › Settings")
        driver.expectLine(2, String(repeating: " ", count: 12) + "Settings screen")
    }

    struct Goal: View {
        @State var target = 1200.5
        @State var months = 12

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Target", value: $target, format: .currency(code: "USD"))
                TextField("Months", value: $months, format: .number)
                Text("target=\(target) months=\(months)")
            }
        }
    }

    @Test func typingIntoAFormattedFieldReplacesItsText() {
        let driver = Driver(size: Size(width: 40, height: 3)) { Goal() }
        driver.type("5")
        #expect(driver.fieldLines[0] == "5", "the first key replaces US$1,200.50, not appends to it")
        #expect(driver.lines[2] == "target=1,200.500000 months=12", "the value waits for the commit")
        driver.press(.tab)
        #expect(driver.lines[2] == "target=5.000000 months=12")
        #expect(driver.fieldLines[0] == "US$5.00", "the value's formatting, in the process's locale (en_001)")
        driver.press(.right)
        driver.type("0")
        #expect(driver.fieldLines[1] == "120", "an arrow keeps the text")
        driver.press(.enter)
        #expect(driver.lines[2] == "target=5.000000 months=120")
    }

    struct Names: View {
        @State var words = ""
        @State var sentences = ""
        @State var characters = ""
        @State var plain = ""

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Words", text: $words).textInputAutocapitalization(.words)
                TextField("Sentences", text: $sentences).textInputAutocapitalization(.sentences)
                TextField("Characters", text: $characters).textInputAutocapitalization(.characters)
                TextField("Plain", text: $plain).textInputAutocapitalization(.never)
            }
        }
    }

    @Test func autocapitalizationCapitalisesTypedLettersAsTheKeyboardWould() {
        let driver = Driver(size: Size(width: 40, height: 4)) { Names() }
        driver.type("ada lovelace")
        driver.press(.tab)
        driver.type("hi there. how are you? fine")
        driver.press(.tab)
        driver.type("usd")
        driver.press(.tab)
        driver.type("ada lovelace")
        driver.press(.tab)
        #expect(
            Array(driver.fieldLines.prefix(4)) == [
                "Ada Lovelace", "Hi there. How are you? Fine", "USD", "ada lovelace",
            ])
    }

    @Test func pastedTextIsNotCapitalised() {
        let driver = Driver(size: Size(width: 40, height: 4)) { Names() }
        driver.paste("ada lovelace")
        #expect(driver.fieldLines[0] == "ada lovelace")
    }

    struct Fruit: View {
        var body: some View {
            NavigationView {
                List {
                    NavigationLink("Apples") { Text("Apple detail") }
                    NavigationLink("Pears") { Text("Pear detail") }
                }
                .navigationTitle("Fruit")
                Text("Pick a fruit")
            }
        }
    }

    @Test func aTwoColumnNavigationViewIsTwoColumnsOnAWideTerminal() {
        let driver = Driver(size: Size(width: 100, height: 6)) { Fruit() }
        let rule = String(repeating: " ", count: 25) + "│"
        func screen(detail: String) -> [String] {
            [
                "Fruit" + String(repeating: " ", count: 20) + "│", "Apples" + String(repeating: " ", count: 17) + "› │",
                "Pears" + String(repeating: " ", count: 18) + "› │" + String(repeating: " ", count: 31) + detail, rule, rule, rule,
            ]
        }
        #expect(driver.fieldLines == screen(detail: "Pick a fruit"), "the sidebar beside the detail, as on an iPad")
        driver.press(.enter)
        #expect(driver.fieldLines == screen(detail: "Apple detail"), "the sidebar's link shows its destination in the detail column")
        driver.press(.down, .enter)
        #expect(driver.fieldLines == screen(detail: "Pear detail"), "in place of the one before")
    }

    @Test func aTwoColumnNavigationViewIsAStackOfTheSidebarOnANarrowTerminal() {
        let driver = Driver(size: Size(width: 40, height: 6)) { Fruit() }
        #expect(
            driver.fieldLines == [
                "Fruit", "Apples" + String(repeating: " ", count: 32) + "›", "Pears" + String(repeating: " ", count: 33) + "›", "", "", "",
            ],
            "as on an iPhone, the sidebar alone")
        driver.press(.enter)
        #expect(driver.fieldLines == ["Fruit", "", "", String(repeating: " ", count: 14) + "Apple detail", "", ""], "the link pushes")
    }
}
