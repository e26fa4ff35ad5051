import CursesUI
import CursesUITestSupport
import Testing

/// `deleteDisabled`, `moveDisabled` and `selectionDisabled` on rows, as a SwiftUI program
/// writes them: the row's own key stops working, the other rows keep theirs.
@MainActor
struct RowTraitsTests {
    struct LockedFruits: View {
        let log: EditLog
        @State private var fruits = ["Apple", "Banana", "Cherry"]
        @State private var picked: Set<String> = []

        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    List(selection: $picked) {
                        ForEach(fruits, id: \.self) { fruit in
                            Text(fruit)
                                .deleteDisabled(fruit == "Apple")
                                .moveDisabled(fruit == "Banana")
                                .selectionDisabled(fruit == "Cherry")
                        }
                        .onDelete { offsets in
                            log.deleted.append(offsets)
                            fruits.remove(atOffsets: offsets)
                        }
                        .onMove { source, destination in
                            log.moved.append("\(Array(source)) → \(destination)")
                            fruits.move(fromOffsets: source, toOffset: destination)
                        }
                    }
                    Text("picked=\(picked.sorted().joined(separator: ","))")
                    HelpBar()
                }
                .navigationTitle("Fruits")
                .toolbar { EditButton() }
            }
        }
    }

    @Test func delLeavesARowWhoseDeleteIsDisabled() {
        let log = EditLog()
        let driver = Driver(size: Size(width: 40, height: 8)) { LockedFruits(log: log) }
        driver.expectLines(["Fruits                          [ Edit ]", "  Apple", "  Banana", "  Cherry"])
        driver.expectLine(7, "? keys · Space select · Tab next")  // no Del on Apple
        driver.press(.delete, .right)
        #expect(log.deleted.isEmpty)
        driver.expectLines(["  Apple", "  Banana", "  Cherry"], from: 1)
        driver.press(.down)
        driver.expectLine(7, "? keys · Del delete · → actions")
        driver.press(.delete)
        #expect(log.deleted == [IndexSet(integer: 1)])
        driver.expectLines(["  Apple", "  Cherry", ""], from: 1)
    }

    @Test func inEditModeARowWhoseMoveIsDisabledStaysAndOthersMovePastIt() {
        let log = EditLog()
        let driver = Driver(size: Size(width: 40, height: 8)) { LockedFruits(log: log) }
        driver.press(.backTab, .enter)  // Edit
        driver.expectLines([
            "Fruits                          [ Done ]", "  Apple                               ≡", "⊖   Banana",
            "⊖   Cherry                            ≡",
        ])
        driver.press(.tab, .down, .altDown)  // Banana
        #expect(log.moved.isEmpty)
        driver.press(.up, .altDown)  // Apple goes below Banana
        #expect(log.moved == ["[0] → 2"])
        driver.expectLines(["⊖   Banana", "  Apple                               ≡"], from: 1)
    }

    @Test func spaceLeavesARowWhoseSelectionIsDisabled() {
        let log = EditLog()
        let driver = Driver(size: Size(width: 40, height: 8)) { LockedFruits(log: log) }
        driver.press(.down, .down, .character(" "))  // Cherry
        driver.expectLine(6, "picked=")
        driver.expectLine(3, "  Cherry")
        driver.press(.up, .up, .character(" "))
        driver.expectLine(6, "picked=Apple")
        driver.expectLine(1, "✓ Apple")
    }

    struct KeptList: View {
        @State private var items = ["One", "Two"]
        var body: some View {
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { items.remove(atOffsets: $0) }
                    .deleteDisabled(items.count < 3)
            }
        }
    }

    @Test func aroundAForEachItAppliesToEveryRow() {
        let driver = Driver(size: Size(width: 20, height: 3)) { KeptList() }
        driver.press(.delete, .down, .delete)
        driver.expectLines(["One", "Two"])
    }
}
