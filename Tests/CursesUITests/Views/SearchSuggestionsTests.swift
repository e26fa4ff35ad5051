import CursesUI
import CursesUITestSupport
import Testing

/// `searchable(text:isPresented:)`, `searchSuggestions` with `searchCompletion`, and
/// `onSubmit(of: .search)`, as a SwiftUI program writes them.
@MainActor
struct SearchSuggestionsTests {
    struct FruitSearch: View {
        @State private var query = ""
        @State private var isSearching = false
        @State private var submitted = ""
        let fruits = ["Apple", "Apricot", "Banana"]

        var body: some View {
            NavigationStack {
                VStack(alignment: .leading, spacing: 0) {
                    Text("searching=\(isSearching) submitted=\(submitted)")
                    Button("Find") { isSearching = true }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .navigationTitle("Fruits")
                .searchable(text: $query, isPresented: $isSearching, prompt: "Find a fruit")
                .searchSuggestions {
                    ForEach(fruits.filter { $0.hasPrefix(query) }, id: \.self) { fruit in
                        Text("🍏 \(fruit)").searchCompletion(fruit)
                    }
                }
                .onSubmit(of: .search) { submitted = query }
            }
        }
    }

    @Test func isPresentedFollowsTheSearchFieldsFocus() {
        let driver = Driver(size: Size(width: 40, height: 8)) { FruitSearch() }
        driver.expectFieldLines(["Fruits", "⌕ Find a fruit", "searching=false submitted=", "[ Find ]"], from: 0)
        driver.press(.character("/"))
        driver.expectFieldLines(["searching=true submitted="], from: 2)
        driver.press(.escape)
        driver.expectFieldLines(["searching=false submitted="], from: 2)
    }

    @Test func tabbingOutOfTheSearchFieldSetsIsPresentedFalse() {
        let driver = Driver(size: Size(width: 40, height: 8)) { FruitSearch() }
        driver.press(.character("/"))
        driver.type("Ap")
        driver.press(.tab)
        driver.expectFieldLines(["⌕ Ap", "searching=false submitted=", "[ Find ]"], from: 1)
    }

    @Test func settingIsPresentedFocusesTheSearchField() {
        let driver = Driver(size: Size(width: 40, height: 8)) { FruitSearch() }
        driver.press(.enter)  // Find
        driver.type("Ban")
        driver.expectFieldLines(["⌕ Ban", "  🍏 Banana", "searching=true submitted="], from: 1)
    }

    @Test func suggestionsShowWhileTheFieldHasFocusAndText() {
        let driver = Driver(size: Size(width: 40, height: 8)) { FruitSearch() }
        driver.press(.character("/"))
        driver.expectFieldLines(["⌕ Find a fruit", "searching=true submitted="], from: 1)
        driver.type("Ap")
        driver.expectFieldLines(["⌕ Ap", "  🍏 Apple", "  🍏 Apricot", "searching=true submitted="], from: 1)
        driver.press(.escape)
        driver.expectFieldLines(["⌕ Find a fruit", "searching=false submitted=", "[ Find ]"], from: 1)
    }

    @Test func enterOnASuggestionFillsTheFieldWithItsCompletion() {
        let driver = Driver(size: Size(width: 40, height: 8)) { FruitSearch() }
        driver.press(.character("/"))
        driver.type("Ap")
        driver.press(.down, .down)
        #expect(driver.terminal.screen[4, 3].style.reverse, "↓↓ point at Apricot")
        #expect(!driver.terminal.screen[4, 2].style.reverse)
        driver.press(.enter)
        driver.expectFieldLines(["⌕ Apricot", "  🍏 Apricot", "searching=true submitted="], from: 1)
        driver.press(.enter)  // Return in the field submits the search
        driver.expectFieldLines(["⌕ Apricot", "searching=false submitted=Apricot"], from: 1)
    }

    struct SuggestionsFirst: View {
        @State private var query = ""
        let fruits = ["Apple", "Apricot", "Banana"]

        var body: some View {
            NavigationStack {
                Button("fruits") {}
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .searchSuggestions {
                        ForEach(fruits.filter { $0.hasPrefix(query) }, id: \.self) { fruit in
                            Text("🍏 \(fruit)").searchCompletion(fruit)
                        }
                    }
                    .navigationTitle("Fruits")
                    .searchable(text: $query, prompt: "Find a fruit")
            }
        }
    }

    @Test func suggestionsWrittenBeforeSearchableShowAsWell() {
        let driver = Driver(size: Size(width: 40, height: 8)) { SuggestionsFirst() }
        driver.press(.character("/"))
        driver.type("Ap")
        driver.expectFieldLines(["⌕ Ap", "  🍏 Apple", "  🍏 Apricot", "[ fruits ]"], from: 1)
        driver.press(.down, .enter)
        driver.expectFieldLines(["⌕ Apple", "  🍏 Apple", "[ fruits ]"], from: 1)
    }

    struct TextSubmit: View {
        @State private var name = ""
        @State private var log = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("log=\(log)")
                TextField("Name", text: $name)
            }
            .onSubmit { log += "text " }
            .onSubmit(of: .search) { log += "search " }
        }
    }

    @Test func aSearchSubmitActionLeavesTextFieldsToTheirOwn() {
        let driver = Driver(size: Size(width: 30, height: 3)) { TextSubmit() }
        driver.type("Ann")
        driver.press(.enter)
        driver.expectFieldLines(["log=text"], from: 0)
    }
}

extension Driver {
    /// Expects the rows from `first` on to show `expected`, without the search field's fill.
    fileprivate func expectFieldLines(_ expected: [String], from first: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Array(fieldLines[first..<(first + expected.count)]) == expected, sourceLocation: sourceLocation)
    }
}
