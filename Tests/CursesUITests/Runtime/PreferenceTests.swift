import CursesUI
import CursesUITestSupport
import Testing

/// Preferences flow up as in SwiftUI: combined in view-tree order after the views below were
/// evaluated, read by `onPreferenceChange` and `overlayPreferenceValue`, all in one update pass.
@MainActor
struct PreferenceTests {
    struct ItemCount: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct Names: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    struct Counted: View {
        @State private var rows = 2
        @State private var total = 0

        var body: some View {
            VStack(alignment: .leading) {
                Text("total \(total)")
                VStack(alignment: .leading) {
                    ForEach(0..<rows, id: \.self) { row in
                        Text("row \(row)").preference(key: ItemCount.self, value: 1)
                    }
                }
                .onPreferenceChange(ItemCount.self) { total = $0 }
                Button("Add") { rows += 1 }
            }
        }
    }

    @Test func valuesOfSeveralViewsAreCombinedAndReachTheirReader() {
        let driver = Driver { Counted() }
        #expect(driver.lines[0] == "total 2")
        driver.press(.enter)
        #expect(driver.lines[0] == "total 3")
        #expect(driver.lines[3] == "row 2")
    }

    @Test func anActionThatWritesStateTakesOneRecordedExtraPass() {
        let driver = Driver { Counted() }
        let work = driver.work { driver.press(.enter) }
        #expect(work.updatePasses == 2, "the rows, then the total the action wrote")
        #expect(driver.app.graph.extraPasses.last?.views == ["Counted"])
        #expect(work.layoutPasses == 1)
    }

    struct Ordered: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("a").preference(key: Names.self, value: ["a"])
                VStack(alignment: .leading) {
                    Text("b").preference(key: Names.self, value: ["b"])
                    Text("c").preference(key: Names.self, value: ["c"])
                }
                .transformPreference(Names.self) { $0 = $0.map { $0.uppercased() } }
                VStack(alignment: .leading) {
                    Text("d").preference(key: Names.self, value: ["d"])
                }
                .preference(key: Names.self, value: ["replaced"])
            }
            .overlayPreferenceValue(Names.self, alignment: .bottomLeading) { names in
                Text(names.joined(separator: ","))
            }
        }
    }

    @Test func valuesCombineInTreeOrderAndModifiersTransformOrReplaceThem() {
        let driver = Driver(size: Size(width: 30, height: 8)) { Ordered() }
        #expect(driver.lines[0].trimmingTrailingSpaces == "a")
        #expect(driver.lines[3].trimmingTrailingSpaces == "a,B,C,replaced", "over the last line, at the bottom leading corner")
    }

    struct Titled: View {
        @State private var title = "Trip"

        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    TextField("Title", text: $title)
                }
                .navigationTitle(title)
            }
        }
    }

    @Test func aTitleTypedIntoAFieldReachesTheHeaderInOnePassAndOneLayout() {
        let driver = Driver { Titled() }
        #expect(driver.lines[0].trimmingTrailingSpaces == "Trip")
        let work = driver.work { driver.type("s") }
        #expect(driver.lines[0].trimmingTrailingSpaces == "Trips")
        #expect(work.updatePasses == 1)
        #expect(work.layoutPasses == 1)
        #expect(driver.app.graph.extraPasses.isEmpty)
    }

    @Test func typingVisitsNoControlsForFocusOrHelp() {
        let driver = Driver { Titled() }
        let work = driver.work { driver.type("x") }
        #expect(work.controlsVisited == 0)
    }

    struct Restless: View {
        @State private var count = 0

        var body: some View {
            Text("count \(count)").preference(key: ItemCount.self, value: count + 1)
                .onPreferenceChange(ItemCount.self) { count = $0 + 1 }
        }
    }

    @Test func stateThatNeverSettlesStopsAfterTheMostPassesAndIsRecorded() {
        let driver = Driver { Restless() }
        #expect(driver.app.graph.extraPasses.count == ViewGraph.maximumPasses - 1)
        #expect(driver.lines[0].hasPrefix("count "), "the screen is still drawn")
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
