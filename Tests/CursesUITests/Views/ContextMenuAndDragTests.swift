import CursesUI
import CursesUITestSupport
import Testing

/// Views of iOS programs that a terminal answers in its own way: a context menu on a card
/// outside a list, a submenu inside it, a list row that is a button, search scopes; and drag
/// and drop, which has no terminal form and leaves the screen as it was.
@MainActor
struct ContextMenuAndDragTests {
    struct Card: Codable, Hashable, Transferable {
        var title: String
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            ProxyRepresentation(exporting: \.title)
        }
    }

    struct Board: View {
        let dragsAndDrops: Bool
        @State private var column = "To Do"
        @State private var dropped = 0

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                if dragsAndDrops {
                    card.draggable(Card(title: "Login")).dropDestination(for: Card.self) { cards, _ in
                        dropped += cards.count
                        return true
                    }
                } else {
                    card
                }
                Text("Dropped: \(dropped)")
            }
        }

        var card: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Login")
                Text(column)
            }
            .contextMenu {
                Menu("Move to…") {
                    Button("Doing") { column = "Doing" }
                    Button("Done") { column = "Done" }
                }
                Button("Delete", role: .destructive) { column = "deleted" }
            }
        }
    }

    @Test func aCardsContextMenuOpensWithRightAndItsSubmenuOpensInPlace() {
        let driver = Driver(size: Size(width: 24, height: 10)) { Board(dragsAndDrops: false) }
        driver.expectLines(["Login", "To Do", "Dropped: 0"])
        #expect(driver.terminal.screen[0, 0].style.reverse, "the card takes focus, reversed")
        driver.press(.right)
        driver.expectLines(["Login", "To Do", "┌────────────────┐", "│ [ Move to… ▸ ] │", "│ [ Delete ]     │", "└────────────────┘"])
        driver.press(.enter)  // opens the submenu in place, the menu stays
        driver.expectLines(
            [
                "Login", "To Do", "┌────────────────┐", "│ [ Move to… ▾ ] │", "│   [ Doing ]    │", "│   [ Done ]     │",
                "│ [ Delete ]     │", "└────────────────┘",
            ])
        driver.press(.down, .down, .enter)
        driver.expectLines(["Login", "Done", "Dropped: 0", ""])
        driver.press(.enter)  // Enter on the card opens the menu too, as a long press
        #expect(driver.lines[3] == "│ [ Move to… ▸ ] │")
        driver.press(.escape)
        driver.expectLines(["Login", "Done", "Dropped: 0", ""])
    }

    @Test func dragAndDropLeaveTheScreenAndTheMenuAsTheyWere() {
        let plain = Driver(size: Size(width: 24, height: 10)) { Board(dragsAndDrops: false) }
        let dragging = Driver(size: Size(width: 24, height: 10)) { Board(dragsAndDrops: true) }
        #expect(dragging.lines == plain.lines)
        dragging.press(.right, .enter, .down, .enter)
        dragging.expectLines(["Login", "Doing", "Dropped: 0", ""])
    }

    struct Songs: View {
        @State private var playing = "none"
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                List(["Morning Light", "Paper Boats"], id: \.self) { song in
                    Button {
                        playing = song
                    } label: {
                        HStack {
                            Text(song)
                            Spacer()
                            Text("3:34")
                        }
                    }
                }
                .frame(height: 2)
                Text("Playing: \(playing)")
                Button("Stop") { playing = "none" }
            }
        }
    }

    @Test func aListRowThatIsAButtonHasNoBrackets() {
        let driver = Driver(size: Size(width: 30, height: 5)) { Songs() }
        driver.expectLines(["Morning Light            3:34", "Paper Boats              3:34", "Playing: none", "[ Stop ]"])
        driver.press(.down, .enter)
        driver.expectLine(2, "Playing: Paper Boats")
    }

    enum Continent: String, CaseIterable { case all = "All", asia = "Asia", europe = "Europe" }

    struct Countries: View {
        @State private var query = ""
        @State private var scope = Continent.all
        let countries: [(String, Continent)] = [("France", .europe), ("India", .asia), ("Japan", .asia)]

        var body: some View {
            NavigationStack {
                List(countries.filter { scope == .all || $0.1 == scope }, id: \.0) { Text($0.0) }
                    .navigationTitle("Countries")
                    .searchable(text: $query)
                    .searchScopes($scope) {
                        ForEach(Continent.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                    }
            }
        }
    }

    @Test func searchScopesStandUnderTheFieldAndNarrowTheList() {
        let driver = Driver(size: Size(width: 30, height: 8)) { Countries() }
        driver.expectLines(["Countries", "⌕ Search______________________", "  [  All  ]|  Asia   | Europe", "France", "India", "Japan"])
        for _ in 0..<6 where !driver.terminal.screen[3, 2].style.reverse { driver.press(.tab) }
        driver.press(.right)
        driver.expectLines(["Countries", "⌕ Search______________________", "     All   |[ Asia  ]| Europe", "India", "Japan", ""])
    }
}
