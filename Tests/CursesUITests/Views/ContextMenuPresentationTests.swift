import CursesUI
import CursesUITestSupport
import Testing

/// How a context menu stands over the screen, as on iOS: what is behind it dims (iOS blurs
/// it) but for the view it opened from, in a list row as on a card; a `Menu` and a row's swipe
/// actions leave the screen as it is. A row's context menu holds the program's items alone.
@MainActor
struct ContextMenuPresentationTests {
    struct Card: View {
        @State private var column = "To Do"

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Login")
                    Text(column)
                }
                .contextMenu {
                    Button("Done") { column = "Done" }
                }
                Spacer().frame(height: 3)
                Text("Behind")
                Menu("Sort") {
                    Button("By name") {}
                }
            }
        }
    }

    /// True when every cell of `row` from `start` for `count` columns is drawn dim.
    func isDim(_ driver: Driver, row: Int, from start: Int = 0, count: Int) -> Bool {
        (start..<(start + count)).allSatisfy { driver.terminal.screen[$0, row].style.dim }
    }

    /// True when no cell of `row` from `start` for `count` columns is drawn dim.
    func isBright(_ driver: Driver, row: Int, from start: Int = 0, count: Int) -> Bool {
        (start..<(start + count)).allSatisfy { !driver.terminal.screen[$0, row].style.dim }
    }

    @Test func aCardsContextMenuDimsTheScreenButTheCardAndItsOwnBox() {
        let driver = Driver(size: Size(width: 20, height: 8)) { Card() }
        driver.press(.right)
        driver.expectLines(["Login", "To Do", "┌──────────┐", "│ [ Done ] │", "└──────────┘", "Behind", "[ Sort ▾ ]", ""])
        #expect(isBright(driver, row: 0, count: 5) && isBright(driver, row: 1, count: 5), "the card, lifted out")
        #expect(isBright(driver, row: 3, count: 12), "the menu's box")
        #expect(isDim(driver, row: 0, from: 5, count: 15) && isDim(driver, row: 3, from: 12, count: 8), "the screen beside them")
        #expect(isDim(driver, row: 5, count: 20) && isDim(driver, row: 6, count: 20), "the screen under them")
        driver.press(.escape)
        #expect((0..<8).allSatisfy { isBright(driver, row: $0, count: 20) }, "closed, nothing stays dim")
    }

    @Test func aMenuLeavesTheScreenBehindItAsItIs() {
        let driver = Driver(size: Size(width: 20, height: 8)) { Card() }
        driver.press(.tab, .enter)  // from the card to the menu
        #expect(driver.screen.contains("[ By name ]"))
        #expect((0..<8).allSatisfy { isBright(driver, row: $0, count: 20) })
    }

    struct Todos: View {
        @State private var todos = ["Milk", "Eggs", "Tea"]
        let hasContextMenu: Bool

        var body: some View {
            List {
                ForEach(todos, id: \.self) { todo in
                    if hasContextMenu {
                        Text(todo).contextMenu {
                            Button("Flag") {}
                            Button("Delete", role: .destructive) { todos.removeAll { $0 == todo } }
                        }
                    } else {
                        Text(todo)
                    }
                }
                .onDelete { todos.remove(atOffsets: $0) }
            }
        }
    }

    @Test func aRowsContextMenuHoldsItsOwnItemsAloneAndDimsTheScreenButTheRow() {
        let driver = Driver(size: Size(width: 20, height: 8)) { Todos(hasContextMenu: true) }
        driver.press(.right)
        driver.expectLines(["Milk", "┌────────────┐", "│ [ Flag ]   │", "│ [ Delete ] │", "└────────────┘", "", "", ""])
        #expect(isBright(driver, row: 0, count: 4), "the row, lifted out")
        #expect(isDim(driver, row: 2, from: 14, count: 6), "the screen behind")
        driver.press(.escape, .delete)  // Del still deletes the row, as a swipe does
        driver.expectLines(["Eggs", "Tea", ""])
    }

    @Test func aRowsSwipeDeleteOpensWithoutDimmingTheScreen() {
        let driver = Driver(size: Size(width: 20, height: 8)) { Todos(hasContextMenu: false) }
        driver.press(.right)
        driver.expectLines(["Milk", "┌────────────┐", "│ [ Delete ] │", "└────────────┘", "", "", "", ""])
        #expect((0..<8).allSatisfy { isBright(driver, row: $0, count: 20) })
    }
}
