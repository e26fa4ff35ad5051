import CursesUI
import CursesUITestSupport
import Testing

@MainActor
struct FocusTests {
    enum Field: Hashable { case name, amount, note }

    struct Form: View {
        @State var name = ""
        @State var amount = ""
        @State var note = ""
        @State var noteDisabled = false
        @FocusState var focus: Field?
        var body: some View {
            VStack(alignment: .leading) {
                TextField("name", text: $name).focused($focus, equals: .name)
                TextField("amount", text: $amount).focused($focus, equals: .amount)
                TextField("note", text: $note).focused($focus, equals: .note).disabled(noteDisabled)
                Text("focus=\(focus.map { "\($0)" } ?? "none")")
                Button("Jump to note") { focus = .note }
                Button("Disable note") { noteDisabled.toggle() }
            }
        }
    }

    @Test func tabWritesTheFocusStateOfTheNewlyFocusedField() {
        let driver = Driver { Form() }
        #expect(driver.fieldLines[3] == "focus=name")
        driver.press(.tab)
        #expect(driver.fieldLines[3] == "focus=amount")
        driver.press(.backTab)
        #expect(driver.fieldLines[3] == "focus=name")
    }

    @Test func downAndUpMoveBetweenFormRows() {
        let driver = Driver { Form() }
        driver.press(.down, .down)
        #expect(driver.fieldLines[3] == "focus=note")
        driver.press(.up)
        #expect(driver.fieldLines[3] == "focus=amount")
    }

    @Test func settingTheFocusStateMovesTheFocus() {
        let driver = Driver { Form() }
        driver.press(.tab, .tab, .tab)  // to "Jump to note"
        driver.press(.enter)
        #expect(driver.fieldLines[3] == "focus=note")
        #expect(driver.terminal.cursor == Point(x: 0, y: 2))
    }

    @Test func focusSkipsDisabledControls() {
        let driver = Driver { Form() }
        driver.press(.backTab)  // to "Disable note"
        driver.press(.enter)
        driver.press(.backTab, .backTab)
        #expect(driver.fieldLines[3] == "focus=amount", "from Disable, over Jump and the disabled note field")
    }

    struct Ingredients: View {
        @State private var name = ""
        @State private var steps = ""
        @State private var added: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Title", text: .constant(""))
                VStack(alignment: .leading) {
                    TextField("Ingredient", text: $name)
                    Button("Add") {
                        added.append(name)
                        name = ""
                    }
                    .disabled(name.isEmpty)
                    TextField("Steps", text: $steps)
                }
                Text(added.joined(separator: ", "))
            }
        }
    }

    @Test func aButtonThatDisablesItselfHandsFocusToTheNextControlBesideIt() {
        let driver = Driver(size: Size(width: 30, height: 5)) { Ingredients() }
        driver.press(.tab)
        driver.type("Bread")
        driver.press(.tab, .enter)  // Add: the name is emptied, so Add turns itself off
        #expect(driver.lines[4] == "Bread")
        driver.type("Toast")
        #expect(driver.lines[3].hasPrefix("Toast"), "typed into Steps, the control after Add, not the first field")
        #expect(driver.lines[0].hasPrefix("Title"))
    }

    @Test func focusSurvivesReRendersAndResizes() {
        let driver = Driver { Form() }
        driver.press(.tab)
        driver.type("12")
        driver.resize(width: 50, height: 10)
        driver.type("3")
        #expect(driver.fieldLines[1] == "123")
        #expect(driver.fieldLines[3] == "focus=amount")
    }

    struct FormField: View {
        let title: String
        @Binding var text: String
        var body: some View {
            VStack(alignment: .leading) {
                Text(title).bold()
                TextField("Enter \(title.lowercased())", text: $text)
            }
        }
    }

    struct Profile {
        var first = ""
        var last = ""
        var email = ""
    }

    struct ProfileForm: View {
        @State var profile = Profile()
        var body: some View {
            VStack(alignment: .leading) {
                FormField(title: "First", text: $profile.first)
                FormField(title: "Last", text: $profile.last)
                FormField(title: "Email", text: $profile.email)
                Text("\(profile.first)|\(profile.last)|\(profile.email)")
            }
        }
    }

    @Test func aFormFieldReusedThreeTimesWritesEachPropertyOfTheParentsModel() {
        let driver = Driver { ProfileForm() }
        driver.type("Ada")
        driver.press(.tab)
        driver.type("Lovelace")
        driver.press(.tab)
        driver.type("ada@example.com")
        #expect(driver.fieldLines[6] == "Ada|Lovelace|ada@example.com")
        #expect(driver.fieldLines[1] == "Ada")
        #expect(driver.fieldLines[3] == "Lovelace")
        #expect(driver.fieldLines[5] == "ada@example.com")
    }
}

/// Where focus goes when what had it goes away.
@MainActor
struct FocusReturnTests {
    struct Screen: View {
        @State var asking = false
        @State var items = ["one", "two", "three"]
        @State var log: [String] = []

        var body: some View {
            VStack(alignment: .leading) {
                ForEach(items, id: \.self) { item in
                    Button("Drop \(item)") { items.removeAll { $0 == item } }
                }
                Button("Ask") { asking = true }
                Text(log.joined(separator: ","))
            }
            .alert("Sure?", isPresented: $asking) {
                Button("Yes") { log.append("yes") }
            }
        }
    }

    @Test func aClosedDialogGivesFocusBackToTheControlThatOpenedIt() {
        let driver = Driver { Screen() }
        driver.press(.tab, .tab, .tab, .enter)  // Ask
        #expect(driver.screen.contains("Sure?"))
        driver.press(.enter)  // Yes
        #expect(!driver.screen.contains("Sure?"))
        driver.press(.enter)  // still on Ask: it asks again
        #expect(driver.screen.contains("Sure?"))
        #expect(driver.lines[4] == "yes")
    }

    @Test func aControlThatLeftHandsFocusToTheNextOneBesideIt() {
        let driver = Driver { Screen() }
        driver.press(.tab, .enter)  // Drop two: focus goes to three
        #expect(driver.lines[0...1] == ["[ Drop one ]", "[ Drop three ]"])
        driver.press(.enter)  // Drop three: focus goes on to Ask
        #expect(driver.lines[0...1] == ["[ Drop one ]", "[ Ask ]"])
        driver.press(.enter)
        #expect(driver.screen.contains("Sure?"))
    }
}
