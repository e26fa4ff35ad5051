import CursesUI
import CursesUITestSupport
import Testing

/// What an iOS user would see of the usual SwiftUI idioms: a toolbar's labels as their icons,
/// a link's chevron only in a list, a form's menu picker with its value at the row's end, and a
/// footer that appears under the focused button scrolled into view.
@MainActor
struct IOSLookTests {
    struct Toolbar: View {
        @State var presses: [String] = []

        var body: some View {
            NavigationStack {
                Text(presses.joined(separator: ", "))
                    .navigationTitle("Plants")
                    .toolbar {
                        Button("Add", systemImage: "plus") { presses.append("add") }
                        Button("Share", systemImage: "square.and.arrow.up") {}.labelStyle(.titleAndIcon)
                        Button("Edit") {}
                        Menu {
                            Button("Rename", systemImage: "pencil") { presses.append("rename") }
                        } label: {
                            Label("More", systemImage: "ellipsis.circle")
                        }
                    }
            }
        }
    }

    @Test func aToolbarShowsItsLabelsAsIconsAndItsMenuTheirTitles() {
        let driver = Driver(size: Size(width: 50, height: 8)) { Toolbar() }
        driver.expectLine(0, "Plants          [ + ] [ ⇪ Share ] [ Edit ] [ ⋯ ▾ ]")
        #expect(driver.focusedText == "[ + ]")  // the icon alone is a button that takes focus
        driver.press(.enter)
        driver.expectLine(4, "                       add")
        driver.press(.tab, .tab, .tab, .enter)  // the menu, whose items show title and icon
        let menu = ["┌──────────────┐", "│ [ ✎ Rename ] │", "└──────────────┘"]
        driver.expectLines(menu.map { String(repeating: " ", count: 34) + $0 }, from: 1)
        driver.press(.enter)
        driver.expectLine(4, "                   add, rename")
    }

    struct Links: View {
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    NavigationLink("Outside") { Text("Pushed") }
                    List {
                        NavigationLink("Inside") { Text("Pushed") }
                    }
                }
            }
        }
    }

    @Test func aLinkShowsAChevronInAListOnly() {
        let driver = Driver(size: Size(width: 30, height: 4)) { Links() }
        driver.expectLines(["Outside", "Inside                      ›"], from: 0)
    }

    struct RoomForm: View {
        @State var room = "Kitchen"

        var body: some View {
            Form {
                Picker("Room", selection: $room) {
                    Text("Kitchen").tag("Kitchen")
                    Text("Bedroom").tag("Bedroom")
                }
                Picker("Hidden", selection: $room) {
                    Text("Kitchen").tag("Kitchen")
                    Text("Bedroom").tag("Bedroom")
                }
                .labelsHidden()
            }
        }
    }

    @Test func aFormsMenuPickerShowsItsValueAtTheRowsEnd() {
        let driver = Driver(size: Size(width: 30, height: 5), environment: .appMain) { RoomForm() }
        driver.expectLines(["  Room            ‹Kitchen› ▾", "  ‹Kitchen› ▾"], from: 0)
        #expect(driver.focusedText == "Room            ‹Kitchen› ▾")  // the whole row
        driver.press(.enter, .down, .enter)
        driver.expectLines(["  Room            ‹Bedroom› ▾", "  ‹Bedroom› ▾"], from: 0)
        let cells = Driver(size: Size(width: 30, height: 5)) { RoomForm() }
        cells.expectLines(["  Room            ‹Kitchen› ▾", "  ‹Kitchen› ▾"], from: 0)  // so does a program in cells
    }

    struct LongForm: View {
        @State var tried = false

        var body: some View {
            Form {
                Section("Details") {
                    ForEach(1...5, id: \.self) { Text("Row \($0)") }
                }
                Section {
                    Button("Send") { tried = true }
                } footer: {
                    if tried { Text("2 things to fix.") }
                }
            }
        }
    }

    @Test func aFooterThatAppearsUnderTheFocusedButtonScrollsIntoView() {
        let driver = Driver(size: Size(width: 20, height: 8)) { LongForm() }
        driver.expectLines(["  Row 5            ┃", "                   ┃", "  [ Send ]         │"], from: 5)
        driver.press(.enter)  // the footer appears below the last line, and comes into view
        let rows = ["  Row 5", "", "  [ Send ]", " 2 things to fix.", ""]
        driver.expectLines(rows.map { $0.padding(toLength: 19, withPad: " ", startingAt: 0) + "┃" }, from: 3)
    }
}

extension Driver {
    /// The cells drawn reversed (the focused control), row by row, rows joined by a newline.
    fileprivate var focusedText: String {
        let screen = terminal.screen
        return (0..<terminal.size.height).map { y in
            (0..<terminal.size.width).map { screen[$0, y] }.filter(\.style.reverse).map(\.text).joined()
        }
        .filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
