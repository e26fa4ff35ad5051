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
        driver.expectLines([
            "Notes           │Select a note",
            "  Shopping ›    │",
            "  Ideas ›       │",
        ])
        driver.press(.down, .enter)
        driver.expectLines([
            "Notes           │Ideas",
            "  Shopping ›    │A recipe scaler",
            "▸ Ideas ›       │[ Edit (0) ]",
        ])
        driver.press(.right, .enter)
        driver.expectLine(2, "▸ Ideas ›       │[ Edit (1) ]")
        driver.press(.left, .up, .enter)
        driver.expectLines([
            "Notes           │Shopping",
            "▸ Shopping ›    │Eggs",
            "  Ideas ›       │[ Edit (0) ]",
        ])
    }

    @Test func onANarrowTerminalChoosingARowShowsTheDetailAndEscGoesBack() {
        let driver = Driver(size: Size(width: 40, height: 6)) { Notes() }
        driver.expectLines(["Notes", "  Shopping ›", "  Ideas ›"])
        driver.press(.down, .enter)
        driver.expectLines(["Ideas", "A recipe scaler", "[ Edit (0) ]"])
        driver.press(.escape)
        driver.expectLines(["Notes", "  Shopping ›", "▸ Ideas ›"])
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
