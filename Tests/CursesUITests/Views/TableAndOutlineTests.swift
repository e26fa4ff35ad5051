import CursesUI
import CursesUITestSupport
import Testing

@MainActor
struct TableAndOutlineTests {
    struct Fruit: Identifiable {
        let id: Int
        let name: String
        let stock: Int
    }

    struct Fruits: View {
        @State var sortOrder = [KeyPathComparator(\Fruit.name)]
        @State var selection = Set<Int>()
        let fruits = [Fruit(id: 1, name: "Pear", stock: 3), Fruit(id: 2, name: "Apple", stock: 12), Fruit(id: 3, name: "Fig", stock: 7)]

        var body: some View {
            Table(fruits.sorted(using: sortOrder), selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Fruit", value: \.name)
                TableColumn("Stock", value: \.stock) { Text("\($0.stock)") }.width(10)
            }
        }
    }

    @Test func aWideTableShowsTitledColumnsAndEnterOnATitleSortsThenReverses() {
        let driver = Driver(size: Size(width: 100, height: 8)) { Fruits() }
        let rule = String(repeating: "─", count: 100)
        driver.expectLines([
            "  Fruit ▲" + String(repeating: " ", count: 80) + "Stock", rule,
            "  Apple" + String(repeating: " ", count: 82) + "12", "  Fig" + String(repeating: " ", count: 84) + "7",
            "  Pear" + String(repeating: " ", count: 83) + "3",
        ])
        // Focus starts on the first title; Tab goes to the next.
        driver.press(.tab, .enter)
        driver.expectLines([
            "  Fruit" + String(repeating: " ", count: 82) + "Stock ▲", rule,
            "  Pear" + String(repeating: " ", count: 83) + "3", "  Fig" + String(repeating: " ", count: 84) + "7",
            "  Apple" + String(repeating: " ", count: 82) + "12",
        ])
        driver.press(.enter)
        driver.expectLine(0, "  Fruit" + String(repeating: " ", count: 82) + "Stock ▼")
        driver.expectLine(2, "  Apple" + String(repeating: " ", count: 82) + "12")
    }

    struct Noted: View {
        @State var sortOrder = [KeyPathComparator(\Fruit.name)]
        let fruits = [Fruit(id: 1, name: "Pear", stock: 3), Fruit(id: 2, name: "Apple", stock: 12)]

        var body: some View {
            VStack(alignment: .leading) {
                Table(fruits.sorted(using: sortOrder), sortOrder: $sortOrder) {
                    TableColumn("Note") { Text("#\($0.id)") }.width(10)
                    TableColumn("Fruit", value: \.name)
                    TableColumn("Stock") { Text("\($0.stock)") }.width(10)
                }
                .frame(height: 4)
                Button("Done") {}
            }
        }
    }

    /// The text drawn reversed, the focused control's, trimmed.
    func focusedText(_ driver: Driver) -> String {
        let screen = driver.terminal.screen
        let cells = (0..<screen.size.height).flatMap { y in (0..<screen.size.width).map { screen[$0, y] } }
        return cells.filter(\.style.reverse).map(\.text).joined().trimmingCharacters(in: .whitespaces)
    }

    @Test func tabStopsOnlyOnTheTitlesThatSort() {
        let driver = Driver(size: Size(width: 100, height: 5)) { Noted() }
        #expect(focusedText(driver) == "Fruit ▲", "not Note, which does not sort")
        driver.press(.enter)
        // Without a selection the rows have no marks, so the titles start at the left too.
        driver.expectLines([
            "Note       Fruit ▼" + String(repeating: " ", count: 71) + "Stock", String(repeating: "─", count: 100),
            "#1         Pear" + String(repeating: " ", count: 74) + "3", "#2         Apple" + String(repeating: " ", count: 73) + "12",
        ])
        driver.press(.tab)
        #expect(focusedText(driver).hasPrefix("#1"), "past Stock, which does not sort either, to the first row")
    }

    @Test func aCompactTableShowsItsFirstColumnWithoutAHeaderAsOnAnIPhone() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Fruits() }
        driver.expectLines(["  Apple", "  Fig", "  Pear", ""])
        driver.press(.character(" "))
        driver.expectLine(0, "✓ Apple")
    }

    struct Node: Identifiable {
        var id: String { name }
        let name: String
        var children: [Node]?
    }

    struct Tree: View {
        @State var chosen: String?
        let nodes = [Node(name: "Fruit", children: [Node(name: "Pear"), Node(name: "Fig")]), Node(name: "Bread")]

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                List(selection: $chosen) {
                    Text("Everything").tag("Everything")
                    OutlineGroup(nodes, children: \.children) { Text($0.name) }
                }
                .frame(height: 5)
                Text("chosen: \(chosen ?? "none")")
            }
        }
    }

    @Test func outlineRowsOpenWithRightCloseWithLeftAndSelectLikeTaggedRows() {
        let driver = Driver(size: Size(width: 30, height: 6)) { Tree() }
        driver.expectLines(["  Everything", "  Fruit" + String(repeating: " ", count: 21) + "›", "  Bread", "", "", "chosen: none"])
        driver.press(.enter)
        driver.expectLine(0, "▸ Everything")
        driver.expectLine(5, "chosen: Everything")
        driver.press(.down, .right)
        driver.expectLines(
            ["▸ Everything", "  Fruit" + String(repeating: " ", count: 21) + "⌄", "    Pear", "    Fig", "  Bread", "chosen: Everything"])
        driver.press(.down, .enter)
        driver.expectLines(["  Fruit" + String(repeating: " ", count: 21) + "⌄", "▸   Pear"], from: 1)
        driver.press(.up, .left)
        driver.expectLines(["  Fruit" + String(repeating: " ", count: 21) + "›", "  Bread", ""], from: 1)
    }
}
