import CursesUI
import CursesUITestSupport
import Testing

/// APIs that ordinary SwiftUI programs use, compiled with SwiftUI's names and shapes and
/// checked on screen: what a terminal can show it shows; the rest is accepted and changes nothing.
@MainActor
struct SwiftUIProgramAPITests {
    /// `@FocusState private var x: Bool` with no initial value keeps the view's own `init()`.
    struct Search: View {
        @State private var query = ""
        @FocusState private var isFocused: Bool
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Query", text: $query).focused($isFocused)
                Text(isFocused ? "typing" : "idle")
                Button("Focus") { isFocused = true }
            }
        }
    }

    @Test func aFocusStateWithoutAnInitialValueStartsUnfocusedAndMovesFocus() {
        let driver = Driver(size: Size(width: 30, height: 4)) { Search() }
        #expect(driver.lines[1] == "typing", "the only field takes the first focus, and the state follows it")
        driver.press(.tab)
        #expect(driver.lines[1] == "idle")
        driver.press(.enter)
        #expect(driver.lines[1] == "typing", "setting the state moves the focus back to the field")
    }

    /// A counter written with every accepted no-op SwiftUI programs use.
    struct Counter: View {
        @State private var count = 0
        @State private var isOn = false
        let decorated: Bool
        var body: some View {
            if decorated {
                NavigationStack {
                    VStack(alignment: .leading) {
                        Text(count, format: .number)
                            .contentTransition(.numericText())
                            .animation(.snappy, value: count)
                            .monospacedDigit()
                            .accessibilityLabel("Count")
                            .accessibilityElement(children: .combine)
                        Toggle("On", isOn: $isOn.animation())
                            .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .scale.combined(with: .opacity)))
                        Button("Add") { withAnimation(.bouncy) { count += 1 } }
                            .buttonStyle(.borderedProminent)
                            .controlSize(.large)
                            .accessibilityHint("Adds one")
                    }
                    .navigationTitle("Counter")
                    .navigationBarTitleDisplayMode(.inline)
                    .presentationDetents([.medium, .height(260)])
                }
            } else {
                NavigationStack {
                    VStack(alignment: .leading) {
                        Text(count, format: .number)
                        Toggle("On", isOn: $isOn)
                        Button("Add") { count += 1 }
                    }
                    .navigationTitle("Counter")
                }
            }
        }
    }

    @Test func acceptedNoOpsLeaveTheScreenAsWithoutThemAndWithAnimationRunsItsBody() {
        let plain = Driver(size: Size(width: 30, height: 6)) { Counter(decorated: false) }
        let decorated = Driver(size: Size(width: 30, height: 6)) { Counter(decorated: true) }
        #expect(decorated.screen == plain.screen)
        for driver in [plain, decorated] {
            driver.press(.space, .tab, .enter, .enter)
        }
        // The counter's column is centred below the bar, as on iOS.
        #expect(decorated.lines[2] == "           2")
        #expect(decorated.lines[3].drop { $0 == " " }.hasPrefix("[x] On"))
        #expect(decorated.screen == plain.screen, "withAnimation ran its body at once, twice")
    }

    struct Toolbar: View {
        @State private var log = "none"
        var body: some View {
            VStack(alignment: .leading) {
                Button("Add", systemImage: "plus") { log = "added" }
                Button("Delete", systemImage: "trash", role: .destructive) { log = "deleted" }
                Text(log)
            }
        }
    }

    @Test func aButtonWithASystemImageShowsTheGlyphAndTheTitle() {
        let driver = Driver(size: Size(width: 30, height: 3)) { Toolbar() }
        #expect(driver.lines[0].hasPrefix("[ + Add ]"))
        #expect(driver.lines[1].contains("Delete ]"))
        driver.press(.enter)
        #expect(driver.lines[2] == "added")
        driver.press(.tab, .enter)
        #expect(driver.lines[2] == "deleted")
    }

    struct Bill: View {
        let total = 125.0
        var body: some View {
            VStack(alignment: .leading) {
                Text(0.25, format: .percent)
                Text(32_808.399, format: .number.precision(.fractionLength(2)))
                Text("Total: \(total, format: .currency(code: "EUR"))")
                Text(Decimal(string: "31.25")!, format: .currency(code: "EUR"))
            }
        }
    }

    @Test func textTakesFoundationFormatsAndFormatInterpolation() {
        let driver = Driver(size: Size(width: 30, height: 4)) { Bill() }
        #expect(driver.lines == ["25%", "32,808.40", "Total: €125.00", "€31.25"])
    }

    struct Inbox: View {
        @State private var items = ["Milk"]
        @State private var query = ""
        var body: some View {
            VStack(alignment: .leading) {
                Button("Clear") { items.removeAll() }
                List(items, id: \.self) { Text($0) }
                    .frame(height: 7)
                    .overlay {
                        if items.isEmpty {
                            ContentUnavailableView("No Items", systemImage: "plus", description: Text("Add one with +."))
                        }
                    }
                ContentUnavailableView.search(text: "zzz")
            }
        }
    }

    @Test func contentUnavailableViewsShowCentredOverTheEmptyList() {
        let driver = Driver(size: Size(width: 40, height: 14)) { Inbox() }
        #expect(driver.screen.contains("Milk"))
        #expect(!driver.screen.contains("No Items"))
        #expect(driver.screen.contains("No Results for “zzz”"))
        #expect(driver.screen.contains("Check the spelling or try a new search."))
        driver.press(.enter)
        #expect(!driver.screen.contains("Milk"))
        let title = driver.lines.first { $0.contains("+ No Items") }
        #expect(title?.hasPrefix("      ") == true, "centred: \(driver.lines)")
        #expect(driver.screen.contains("Add one with +."))
    }
}

extension SwiftUIProgramAPITests {
    /// A list edited the way `.onDelete` and `.onMove` handlers edit their arrays.
    struct Shopping: View {
        @State private var items = ["apples", "bread", "cheese", "dates"]
        var body: some View {
            VStack(alignment: .leading) {
                Text(items.joined(separator: ","))
                Button("Delete first and third") { items.remove(atOffsets: IndexSet([0, 2])) }
                Button("Move first to before the last") { items.move(fromOffsets: IndexSet(integer: 0), toOffset: items.count - 1) }
                Button("Move two to the end") { items.move(fromOffsets: IndexSet([0, 1]), toOffset: items.count) }
            }
        }
    }

    @Test func removeAtOffsetsAndMoveFromOffsetsEditTheListAsInSwiftUI() {
        let driver = Driver(size: Size(width: 40, height: 4)) { Shopping() }
        driver.press(.tab, .enter)
        #expect(driver.lines[0] == "bread,cheese,apples,dates")
        driver.press(.tab, .enter)
        #expect(driver.lines[0] == "apples,dates,bread,cheese")
        driver.press(.backTab, .backTab, .enter)
        #expect(driver.lines[0] == "dates,cheese")
    }
}

extension SwiftUIProgramAPITests {
    struct Weights: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("semibold").fontWeight(.semibold)
                Text("regular").fontWeight(.regular)
                Text("sized").font(.system(size: 56, weight: .heavy, design: .rounded))
                Text("light title").font(.title.weight(.light))
                Text("kept").font(.headline).fontWeight(nil)
            }
        }
    }

    @Test func weightsFromSemiboldDrawBoldAndLighterOnesPlain() {
        let driver = Driver(size: Size(width: 20, height: 5)) { Weights() }
        let bold = (0..<5).map { driver.terminal.screen[0, $0].style.bold }
        #expect(driver.lines == ["semibold", "regular", "sized", "light title", "kept"])
        #expect(bold == [true, false, true, false, true])
    }
}

extension SwiftUIProgramAPITests {
    /// A word field and a people picker written with touch-keyboard and picker-style modifiers.
    struct Entry: View {
        @State private var word = ""
        @State private var people = 2
        let decorated: Bool
        var body: some View {
            VStack(alignment: .leading) {
                HStack(alignment: decorated ? .firstTextBaseline : .top) {
                    Text("Word")
                    if decorated {
                        TextField("Enter a word", text: $word)
                            .textInputAutocapitalization(.never)
                            .autocorrectionDisabled()
                            .submitLabel(.go)
                    } else {
                        TextField("Enter a word", text: $word)
                    }
                }
                if decorated {
                    Picker("People", selection: $people) { ForEach(2..<5) { Text("\($0) people").tag($0) } }
                        .pickerStyle(.navigationLink)
                        .scrollDismissesKeyboard(.interactively)
                } else {
                    Picker("People", selection: $people) { ForEach(2..<5) { Text("\($0) people").tag($0) } }
                        .pickerStyle(.menu)
                }
                Text("\(word) for \(people)")
            }
        }
    }

    @Test func keyboardModifiersAreAcceptedAndANavigationLinkPickerWorksAsAMenu() {
        let plain = Driver(size: Size(width: 40, height: 8)) { Entry(decorated: false) }
        let decorated = Driver(size: Size(width: 40, height: 8)) { Entry(decorated: true) }
        #expect(decorated.screen == plain.screen)
        for driver in [plain, decorated] {
            driver.type("Pear")
            driver.press(.tab, .enter, .down, .enter)
        }
        #expect(decorated.screen.contains("Pear for 3"), "typed as pressed, no capitalisation changes")
        #expect(decorated.screen == plain.screen)
    }

    struct Errands: View {
        @State private var errands = ["Post office"]
        var body: some View {
            VStack(alignment: .leading) {
                Button("Done") { errands.removeAll() }
                List {
                    ForEach(errands, id: \.self) { Text($0) }
                }
                .overlay {
                    if errands.isEmpty {
                        ContentUnavailableView("No Errands", systemImage: "checkmark", description: Text("All done."))
                    }
                }
                Text("3 done today")
            }
        }
    }

    /// As in SwiftUI, a `List` of views takes the space offered, rows or none: the line under
    /// it stays at the bottom, and an overlay on the empty list shows centred on that space.
    @Test func anEmptyListOfViewsStillFillsItsSpaceAndItsOverlayShowsCentredThere() {
        let driver = Driver(size: Size(width: 30, height: 10)) { Errands() }
        driver.expectLines(["[ Done ]", "Post office", "", "", "", "", "", "", "", "3 done today"])
        driver.press(.enter)
        // Eight rows for the list (1–8): the overlay's three rows sit in the middle (3–5), centred
        // across its 30 columns.
        driver.expectLines([
            "[ Done ]", "", "", "         ✓ No Errands", "", "          All done.", "", "", "", "3 done today",
        ])
    }
}
