import CursesUI
import CursesUITestSupport
import Testing

@MainActor
struct TabViewTests {
    struct NotesPage: View {
        @State var text = ""
        var body: some View {
            TextField("Note", text: $text)
            Text("note=\(text)")
        }
    }

    struct Pages: View {
        var body: some View {
            TabView {
                NotesPage().tabItem { Label("Notes", systemImage: "note") }
                Text("All settings").tabItem { Text("Settings") }
            }
        }
    }

    @Test func altDigitsShowAPageAndEveryPageKeepsItsState() {
        let driver = Driver(size: Size(width: 40, height: 8)) { Pages() }
        #expect(driver.lines[0].contains("Notes]"))
        #expect(driver.lines[0].hasSuffix(" Settings"))
        driver.type("milk")
        #expect(driver.screen.contains("note=milk"), "the first field of the page has focus, not the tabs")
        driver.press(.alt("2"))
        #expect(driver.lines[0].hasSuffix("[Settings]"))
        #expect(driver.screen.contains("All settings"))
        #expect(!driver.screen.contains("note="))
        driver.press(.alt("1"))
        #expect(driver.screen.contains("note=milk"), "the notes page kept its text while hidden")
    }

    @Test func theTabRowComesLastInFocusAndArrowsMoveBetweenPages() {
        let driver = Driver(size: Size(width: 40, height: 8)) { Pages() }
        driver.press(.backTab, .right)
        #expect(driver.screen.contains("All settings"))
        driver.press(.left)
        #expect(driver.screen.contains("note="))
    }

    enum Section: Hashable { case inbox, archive }

    struct Selected: View {
        @State var section = Section.archive
        var body: some View {
            VStack(alignment: .leading) {
                TabView(selection: $section) {
                    Tab("Inbox", value: Section.inbox) { Text("3 new") }
                    Tab("Archive", value: Section.archive) { Text("120 kept") }
                }
                Text("section=\(section == .inbox ? "inbox" : "archive")")
                Button("Go to inbox") { section = .inbox }.keyboardShortcut("i")
            }
        }
    }

    @Test func aSelectionBindingChoosesThePageAndTheKeysWriteIt() {
        let driver = Driver(size: Size(width: 40, height: 8)) { Selected() }
        #expect(driver.screen.contains("120 kept"))
        #expect(driver.lines[0] == " Inbox |[Archive]")
        driver.press(.character("i"))
        #expect(driver.screen.contains("3 new"))
        #expect(driver.lines[0] == "[Inbox]| Archive")
        driver.press(.backTab, .right)  // from the button round to the tab row, then the next page
        #expect(driver.screen.contains("section=archive"), "the tab row writes the selection")
        #expect(driver.screen.contains("120 kept"))
    }
}
