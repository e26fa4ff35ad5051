import CursesUI
import CursesUITestSupport
import Testing

@MainActor
struct NavigationSplitViewTests {
    struct Note: Identifiable {
        let id: Int
        var title: String
        var body: String
    }

    struct Editor: View {
        let note: Note
        @State var edits = 0

        var body: some View {
            VStack(alignment: .leading) {
                Text(note.body)
                Button("Edit (\(edits))") { edits += 1 }
            }
            .navigationTitle(note.title)
        }
    }

    struct Notes: View {
        @State var notes = [Note(id: 1, title: "Shopping", body: "Eggs"), Note(id: 2, title: "Ideas", body: "A recipe scaler")]
        @State var selectedID: Int?
        @State var visibility = NavigationSplitViewVisibility.all

        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                List(selection: $selectedID) {
                    ForEach(notes) { note in
                        NavigationLink(value: note.id) { Text(note.title) }
                    }
                }
                .navigationTitle("Notes")
                .navigationSplitViewColumnWidth(16)
            } detail: {
                if let note = notes.first(where: { $0.id == selectedID }) {
                    Editor(note: note).id(note.id)
                } else {
                    Text("Select a note")
                }
            }
        }
    }

    @Test func onAWideTerminalTheColumnsStandSideBySideAndTheDetailFollowsTheSelection() {
        let driver = Driver(size: Size(width: 100, height: 6)) { Notes() }
        // The detail's content is centred in its column, as on iOS.
        driver.expectLines([
            "Notes           │",
            "  Shopping    › │",
            "  Ideas       › │                                   Select a note",
        ])
        driver.press(.down, .enter)
        driver.expectLines([
            "Notes           │Ideas",
            "  Shopping    › │",
            "▸ Ideas       › │                                  A recipe scaler",
            "                │                                  [ Edit (0) ]",
        ])
        driver.press(.right, .enter)
        driver.expectLine(3, "                │                                  [ Edit (1) ]")
        driver.press(.left, .up, .enter)
        driver.expectLines([
            "Notes           │Shopping",
            "▸ Shopping    › │",
            "  Ideas       › │                                   Eggs",
            "                │                                   [ Edit (0) ]",
        ])
    }

    @Test func onANarrowTerminalChoosingARowShowsTheDetailUnderTheSidebarsTitleAndEscGoesBack() {
        let driver = Driver(size: Size(width: 40, height: 6)) { Notes() }
        driver.expectLines(["Notes", "  Shopping                            ›", "  Ideas                               ›"])
        driver.press(.down, .enter)
        driver.expectLines(["Notes › Ideas", "", "            A recipe scaler", "            [ Edit (0) ]"])
        driver.press(.escape)
        driver.expectLines(["Notes", "  Shopping                            ›", "▸ Ideas                               ›"])
        driver.resize(width: 100, height: 6)
        driver.expectLine(0, "Notes           │Ideas")
    }

    struct Tags: View {
        @State var chosen: Set<String> = []

        var body: some View {
            VStack(alignment: .leading) {
                List(selection: $chosen) {
                    ForEach(["red", "green", "blue"], id: \.self) { Text($0) }
                }
                .frame(height: 3)
                Text("chosen: \(chosen.sorted().joined(separator: ","))")
            }
        }
    }

    @Test func spaceTogglesRowsOfASetSelection() {
        let driver = Driver(size: Size(width: 30, height: 6)) { Tags() }
        driver.press(.character(" "), .down, .down, .character(" "))
        driver.expectLines(["✓ red", "  green", "✓ blue", "chosen: blue,red"])
        driver.press(.up, .up, .character(" "))
        driver.expectLines(["  red", "  green", "✓ blue", "chosen: blue"])
    }
}

@MainActor
struct NotesProgramTests {
    @Observable
    final class Note: Identifiable {
        let id: Int
        var title: String

        init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    struct Notes: View {
        @State var notes = [Note(id: 1, title: "Shopping")]
        @State var selectedID: Int?

        var body: some View {
            NavigationSplitView {
                List(selection: $selectedID) {
                    ForEach(notes) { note in
                        NavigationLink(value: note.id) { Text(note.title) }
                    }
                }
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("New") {
                            let note = Note(id: notes.count + 1, title: "New Note")
                            notes.append(note)
                            selectedID = note.id
                        }
                    }
                }
            } detail: {
                if let note = notes.first(where: { $0.id == selectedID }) {
                    NoteEditor(note: note).id(note.id)
                } else {
                    ContentUnavailableView("Select a Note", systemImage: "note.text")
                }
            }
        }
    }

    struct NoteEditor: View {
        @Bindable var note: Note

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Title", text: $note.title)
                    .scrollContentBackground(.hidden)
            }
            .navigationTitle(note.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .bottomBar) { Text("draft") }
            }
        }
    }

    @Test func aNewNoteMadeFromTheSidebarsToolbarShowsInTheDetailOnANarrowTerminal() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Notes() }
        driver.expectLines(["Notes                            [ New ]", "  Shopping                            ›"])
        driver.press(.backTab, .enter)
        #expect(Array(driver.fieldLines.prefix(3)) == ["Notes › New Note", "", "New Note"], "the editor centred between the bars")
        driver.expectLine(4, "draft")  // the bottom bar, at the bottom of the screen
        driver.type("!")
        driver.press(.escape)
        driver.expectLines([
            "Notes                            [ New ]", "  Shopping                            ›",
            "▸ New Note!                           ›",
        ])
    }

    @Test func onAWideTerminalEachColumnHasItsOwnHeader() {
        let driver = Driver(size: Size(width: 100, height: 5)) { Notes() }
        driver.press(.enter)
        #expect(driver.lines[0] == "Notes             [ New ]│Shopping")
        #expect(driver.lines[4].hasSuffix("│draft"), "the detail's bottom bar, under the detail")
        #expect(driver.fieldLines[1] == "▸ Shopping             › │")
        #expect(driver.fieldLines[2] == "                         │Shopping", "the editor centred in the detail")
    }
}

@MainActor
struct ThreeColumnSplitViewTests {
    struct Library: View {
        @State var shelf: String?
        @State var book: String?
        @State var visibility = NavigationSplitViewVisibility.all

        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                List(["Novels", "Poems"], id: \.self, selection: $shelf) { Text($0) }
                    .navigationTitle("Shelves")
            } content: {
                List(selection: $book) {
                    ForEach(shelf == "Poems" ? ["Odes"] : ["Dune", "Emma"], id: \.self) { Text($0) }
                }
                .navigationTitle(shelf ?? "Books")
            } detail: {
                VStack(alignment: .leading) {
                    Text(book ?? "No book")
                    Button("Detail only") { visibility = .detailOnly }
                    Button("All") { visibility = .all }
                }
            }
        }
    }

    @Test func threeColumnsStandSideBySideAndVisibilityHidesTheLeadingOnes() {
        let driver = Driver(size: Size(width: 100, height: 6)) { Library() }
        #expect(
            driver.lines[0] == "Shelves                  │Books                    │"
                && driver.lines[1].hasSuffix("│                No book"))
        driver.press(.down, .down)
        #expect(
            driver.lines[0] == "Shelves                  │Poems                    │"
                && driver.lines[1].hasSuffix("│                No book"),
            "a lazy list's selection moves with ↑/↓")
        driver.press(.tab, .character(" "))
        driver.expectLines(
            [
                "Novels                   │▸ Odes                   │                Odes",
                "Poems                    │                         │                [ Detail only ]",
            ], from: 1)
        driver.press(.right, .enter)
        driver.expectLines([
            "", "                                          Odes", "                                          [ Detail only ]",
            "                                          [ All ]",
        ])
        driver.press(.down, .enter)
        #expect(
            driver.lines[0] == "Shelves                  │Poems                    │" && driver.lines[1].hasSuffix("│                Odes"))
    }

    @Test func onANarrowTerminalTheColumnsComeOneAfterAnother() {
        let driver = Driver(size: Size(width: 40, height: 6)) { Library() }
        driver.press(.down, .down)
        driver.expectLines(["Shelves", "Novels", "Poems"])
        driver.press(.enter)
        driver.expectLines(["Shelves › Poems", "  Odes"])
        driver.press(.character(" "))
        driver.expectLines(["Shelves › Poems", "", "            Odes", "            [ Detail only ]", "            [ All ]"])
        driver.press(.escape)
        driver.expectLines(["Shelves › Poems", "▸ Odes"])
        driver.press(.escape)
        driver.expectLines(["Shelves", "Novels", "Poems"])
    }
}
