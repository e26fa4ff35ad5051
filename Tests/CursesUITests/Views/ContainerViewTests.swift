import CursesUI
import CursesUITestSupport
import Testing

@MainActor
struct ContainerViewTests {
    struct Notifications: View {
        @State var messages = true

        var body: some View {
            Form {
                Section("Notifications") {
                    DisclosureGroup("Types") {
                        Toggle("Messages", isOn: $messages)
                    }
                }
            }
        }
    }

    @Test func aDisclosureGroupExpandsWithEnterOrRightAndCollapsesWithLeft() {
        let driver = Driver(size: Size(width: 30, height: 6)) { Notifications() }
        driver.expectLines([" Notifications", "  ▸ Types", ""])
        driver.press(.enter)
        driver.expectLines([" Notifications", "  ▾ Types", "    Messages              [x]"])
        driver.press(.left)
        driver.expectLines([" Notifications", "  ▸ Types", ""])
        driver.press(.right)
        driver.expectLine(2, "    Messages              [x]")
    }

    @Test func aGroupBoxDrawsATitledBox() {
        let driver = Driver(size: Size(width: 20, height: 5)) {
            GroupBox("Totals") { Text("Saved 120") }
        }
        driver.expectLines(["┌ Totals ─┐", "│Saved 120│", "└─────────┘"])
    }

    @Test func lazyStacksLayOutAsStacksAndSectionsTakeHeaderAndFooterViews() {
        let driver = Driver(size: Size(width: 20, height: 8)) {
            LazyVStack {
                LazyHStack {
                    Text("a")
                    Text("b")
                }
                Section(header: Text("Head"), footer: Text("Foot")) { Text("row") }
            }
        }
        driver.expectLines(["a b", "Head", " row", "Foot", ""])
    }

    struct Expenses: View {
        var body: some View {
            List {
                ForEach(0..<10) { Text("Expense \($0)") }
            }
            .safeAreaInset(edge: .bottom) {
                HStack(alignment: .top) {
                    Text("Total")
                    Spacer()
                    Text("45")
                }
            }
        }
    }

    @Test func aBottomInsetStaysPinnedUnderAScrollingList() {
        let driver = Driver(size: Size(width: 20, height: 5)) { Expenses() }
        driver.expectLines([
            "Expense 0          ┃",
            "Expense 1          │",
            "Expense 2          │",
            "Expense 3          │",
            "Total             45",
        ])
    }

    struct Todos: View {
        @State var remaining = 3

        var body: some View {
            TabView {
                List {
                    Text("Inbox").badge(remaining)
                    Button("Finish one") { remaining -= 1 }
                }
                .tabItem { Label("To-Do", systemImage: "checklist") }
                .badge(remaining)
                Text("Done").tabItem { Text("Completed") }
            }
        }
    }

    @Test func aBadgeStandsNextToItsTabTitleAndAtTheEndOfItsRow() {
        let driver = Driver(size: Size(width: 40, height: 5)) { Todos() }
        driver.expectLine(1, "Inbox                                 3")
        #expect(driver.lines.contains { $0.contains("To-Do (3)") && $0.contains("Completed") })
        driver.press(.enter, .enter, .enter)
        driver.expectLine(1, "Inbox")
        #expect(driver.lines.contains { $0.contains("To-Do") && !$0.contains("(") })
    }

    struct Quiz: View {
        @State var index = 0

        var body: some View {
            VStack(alignment: .leading) {
                Counter()
                    .id(index)
                    .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
                Button("Next question") { index += 1 }
            }
        }
    }

    struct Counter: View {
        @State var taps = 0

        var body: some View { Button("Taps \(taps)") { taps += 1 } }
    }

    @Test func changingAViewsIdStartsItsStateOver() {
        let driver = Driver(size: Size(width: 30, height: 4)) { Quiz() }
        driver.press(.enter, .enter)
        driver.expectLine(0, "[ Taps 2 ]")
        driver.press(.tab, .enter)
        driver.expectLines(["[ Taps 0 ]", "[ Next question ]"])
    }
}

@MainActor
struct GridTests {
    @Test func cellsLineUpInColumnsAsWideAsTheirWidestCell() {
        let driver = Driver(size: Size(width: 30, height: 6)) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("Rent")
                    Text("1,200").gridColumnAlignment(.trailing)
                    Text("monthly")
                }
                GridRow {
                    Text("Groceries")
                    Text("35")
                    Text("weekly")
                }
                Divider()
                GridRow {
                    Text("Total: 1,235 a month").gridCellColumns(3)
                }
            }
        }
        driver.expectLines([
            "Rent      1,200 monthly",
            "Groceries    35 weekly",
            "───────────────────────",
            "Total: 1,235 a month",
        ])
    }

    @Test func growingCellsShareTheWidthLeftAndAnUnsizedCellAsksForNone() {
        let driver = Driver(size: Size(width: 24, height: 8)) {
            ScrollView {
                Grid(horizontalSpacing: 1, verticalSpacing: 0) {
                    GridRow {
                        Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                        Text("Aspen")
                        Text("Birch")
                    }
                    GridRow {
                        Text("09")
                        Text("+").frame(maxWidth: .infinity)
                        Text("Standup").frame(maxWidth: .infinity)
                    }
                }
            }
        }
        // The "+" and the title do not ask the whole width each: their columns share what the
        // hour's column leaves; the clear corner takes no height of the scroll view's.
        driver.expectLines(["     Aspen      Birch", "09     +       Standup", "", ""])
    }

    @Test func aScrollViewTakesTheHeightOfferedSoWhatFollowsSitsAtTheBottom() {
        let driver = Driver(size: Size(width: 20, height: 6)) {
            VStack(alignment: .leading) {
                ScrollView {
                    Text("Hi")
                }
                TextField("Message", text: .constant(""))
            }
        }
        driver.expectLines(["        Hi", "", "", "", "", "Message_____________"])
    }
}
