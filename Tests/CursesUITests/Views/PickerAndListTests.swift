import CursesUI
import CursesUITestSupport
import Testing

@MainActor
struct PickerAndListTests {
    static let icons = ["car", "house", "plane", "gift", "ring", "book", "laptop", "bike", "phone", "beach", "ball", "star"]

    struct Icons: View {
        @State var picked: String?
        var columns = 4
        var body: some View {
            VStack(alignment: .leading) {
                GridPicker(PickerAndListTests.icons, selection: $picked, columns: columns) { $0 }
                Text("picked=\(picked ?? "none")")
            }
        }
    }

    @Test func aWiderChoiceMadeElsewhereShowsWhole() {
        struct Themes: View {
            @State var theme = "Colours"
            var body: some View {
                VStack(alignment: .leading) {
                    Picker("Theme", selection: $theme) {
                        ForEach(["Colours", "Monochrome"], id: \.self) { Text($0).tag($0) }
                    }
                    Button("Monochrome") { theme = "Monochrome" }
                }
            }
        }
        let driver = Driver { Themes() }
        #expect(driver.lines[0].hasPrefix("Theme ‹Colours› ▾"))
        driver.press(.tab, .enter)
        #expect(driver.lines[0].hasPrefix("Theme ‹Monochrome› ▾"))
    }

    enum ShirtSize: String, CaseIterable, Identifiable {
        case small, large
        var id: Self { self }
    }

    struct Sizes: View {
        @State var size = ShirtSize.small
        var body: some View {
            VStack(alignment: .leading) {
                Picker("Size", selection: $size) { ForEach(ShirtSize.allCases) { Text($0.rawValue) } }
                Picker("Again", selection: $size) { ForEach(ShirtSize.allCases) { Text($0.rawValue.uppercased()) } }
                    .pickerStyle(.segmented)
                Text("size=\(size.rawValue)")
            }
        }
    }

    @Test func forEachTagsEachUntaggedOptionWithItsElementsIdAsInSwiftUI() {
        let driver = Driver(size: Size(width: 30, height: 4)) { Sizes() }
        driver.expectLines(["Size ‹small› ▾", "[    SMALL    ]|    LARGE", "size=small"])
        driver.press(.enter, .down, .enter)  // the first picker has focus
        driver.expectLines(["Size ‹large› ▾", "     SMALL     |[   LARGE    ]", "size=large"])
    }

    @Test func aPickerLabelledByViewsShowsThemAndReversesThemWithTheChoiceWhenFocused() {
        struct Currency: View {
            @State var code = "EUR"
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Before") {}
                    Picker(selection: $code) {
                        ForEach(["EUR", "USD"], id: \.self) { Text($0).tag($0) }
                    } label: {
                        HStack(alignment: .top) {
                            Image(systemName: "star")
                            Text("Currency").bold()
                        }
                    }
                }
            }
        }
        let driver = Driver { Currency() }
        driver.expectLine(1, "☆ Currency ‹EUR› ▾")
        #expect(driver.terminal.screen[2, 1].style.bold, "the label's own style")
        #expect(!driver.terminal.screen[2, 1].style.reverse)
        driver.press(.tab)
        #expect(driver.terminal.screen[2, 1].style.reverse, "focus reverses the label")
        #expect(driver.terminal.screen[12, 1].style.reverse, "and the choice")
        driver.press(.enter, .down, .enter)
        driver.expectLine(1, "☆ Currency ‹USD› ▾")
    }

    @Test func arrowsMoveTheHighlightAndEnterPicks() {
        let driver = Driver { Icons() }
        driver.press(.right, .right, .down, .enter)
        #expect(driver.lines[3] == "picked=laptop")
        #expect(driver.lines[1].contains("✓laptop"))
    }

    @Test func spaceTogglesEnterOnlyPicksAndDeleteClears() {
        let driver = Driver { Icons() }
        driver.press(.character(" "))
        #expect(driver.lines[3] == "picked=car")
        driver.press(.character(" "))
        #expect(driver.lines[3] == "picked=none", "Space on the picked icon clears it")
        driver.press(.enter, .enter)
        #expect(driver.lines[3] == "picked=car", "Enter picks and never un-picks")
        driver.press(.backspace)
        #expect(driver.lines[3] == "picked=none")
    }

    @Test func highlightWrapsBetweenRowsAndHomeEndJump() {
        let driver = Driver { Icons() }
        driver.press(.left, .enter)
        #expect(driver.lines[3] == "picked=star", "left from the first wraps to the last")
        driver.press(.right, .character(" "))
        #expect(driver.lines[3] == "picked=car", "right from the last wraps to the first")
        driver.press(.end, .enter)
        #expect(driver.lines[3] == "picked=star")
        driver.press(.home, .up, .enter)
        #expect(driver.lines[3] == "picked=phone", "up from the top row lands in the same column at the bottom")
    }

    @Test func columnsAdaptToTheWidth() {
        let wide = Driver(size: Size(width: 80, height: 6)) { Icons(columns: 12) }
        assertSnapshot(wide.lines, named: "grid-80-wide")
        let narrow = Driver(size: Size(width: 30, height: 6)) { Icons(columns: 12) }
        assertSnapshot(narrow.lines, named: "grid-30-wide")
        #expect(narrow.lines[0].hasPrefix(" car      house    plane"))
    }

    @Test func emojiItemsAlignInTheirColumns() {
        struct Emoji: View {
            @State var picked: String?
            var body: some View {
                GridPicker(["🐷 pig", "a x", "🚗 car", "b y"], selection: $picked, columns: 2) { $0 }
            }
        }
        let driver = Driver(size: Size(width: 30, height: 2)) { Emoji() }
        #expect(driver.lines[0] == " 🐷 pig   a x")
        #expect(driver.lines[1] == " 🚗 car   b y")
    }

    @Test func clickPicksAGridItem() {
        let driver = Driver { Icons() }
        driver.press(.mouse(MouseEvent(kind: .press, position: Point(x: 19, y: 2))))
        #expect(driver.lines[3] == "picked=ball")
    }

    final class Builds {
        var rows: Set<Int> = []
    }

    struct BigList: View {
        let count: Int
        let builds: Builds
        @State var selection: Int? = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("selected=\(selection ?? -1)")
                LazyList(count: count, selection: $selection) { index in
                    RowView(index: index, builds: builds)
                }
            }
        }
    }

    struct RowView: View {
        let index: Int
        let builds: Builds
        var body: some View {
            builds.rows.insert(index)
            return Text("row \(index)")
        }
    }

    @Test func listBuildsOnlyVisibleRows() {
        let builds = Builds()
        let driver = Driver(size: Size(width: 40, height: 11)) { BigList(count: 100_000, builds: builds) }
        #expect(builds.rows == Set(0..<10))
        builds.rows = []
        let work = driver.work { driver.press(.pageDown) }
        #expect(driver.lines[0] == "selected=9")
        #expect(builds.rows.count <= 10)
        #expect(work.bodyEvaluations <= 12, "one page of rows plus the label, never the 100,000")
        driver.press(.end)
        #expect(driver.lines[0] == "selected=99,999")
        #expect(driver.lines[10].hasPrefix("row 99,999"))
    }

    /// The window (first row, height, selection, focus) is state the list's node reads: a
    /// taller terminal builds more rows, and a move inside the window re-renders only the two
    /// rows whose selection changed: their texts, in the style the environment gives them; the
    /// rows' bodies, which do not read it, are not evaluated.
    @Test func theListWindowIsStateNotAnInvalidationFromLayout() {
        let builds = Builds()
        let driver = Driver(size: Size(width: 40, height: 6)) { BigList(count: 1_000, builds: builds) }
        #expect(builds.rows == Set(0..<5))
        driver.resize(width: 40, height: 21)
        #expect(builds.rows == Set(0..<20), "the new height reached the rows through the window state")
        #expect(driver.lines[20].hasPrefix("row 19"))
        builds.rows = []
        let work = driver.work { driver.press(.down) }
        #expect(driver.lines[0] == "selected=1")
        #expect(driver.terminal.screen[0, 2].style.reverse, "the selection moved to row 1")
        #expect(!driver.terminal.screen[0, 1].style.reverse)
        #expect(builds.rows.isEmpty, "no row read the style its selection changed")
        #expect(work.bodyEvaluations == 1, "the label")
        #expect(work.nodeEvaluations <= 8, "the label, the list, and the two rows with their texts")
    }

    @Test func listScrolledToTheMiddleShowsItsPositionInTheIndicator() {
        let driver = Driver(size: Size(width: 20, height: 11)) { BigList(count: 100, builds: Builds()) }
        for _ in 0..<5 { driver.press(.pageDown) }
        #expect(driver.lines[0] == "selected=45")
        assertSnapshot(driver.lines, named: "list-middle")
    }

    @Test func clickSelectsAListRowAndTheWheelScrolls() {
        let driver = Driver(size: Size(width: 20, height: 11)) { BigList(count: 100, builds: Builds()) }
        driver.press(.mouse(MouseEvent(kind: .press, position: Point(x: 3, y: 4))))
        #expect(driver.lines[0] == "selected=3")
        driver.press(.mouse(MouseEvent(kind: .scrollDown, position: Point(x: 3, y: 4))))
        #expect(driver.lines[0] == "selected=6")
    }
}
