import CursesUI
import CursesUITestSupport
import Testing

/// A parent evaluated again does not evaluate children whose inputs did not change; state
/// invalidates exactly the nodes that read it, however often nodes come and go.
@MainActor
struct PreciseRenderingTests {
    struct Label: View {
        let text: String
        var body: some View { Text(text).bold() }
    }

    struct Counter: View {
        @State private var count = 0
        @State private var title = "Count"
        var body: some View {
            VStack(alignment: .leading) {
                Text("\(title): \(count)")
                Label(text: "unchanged")
                Button("More") { count += 1 }
            }
        }
    }

    @Test func aChildWhoseValueDidNotChangeIsNotEvaluatedAgain() {
        let driver = Driver(size: Size(width: 30, height: 4)) { Counter() }
        let work = driver.work { driver.press(.enter) }
        #expect(driver.lines[0] == "Count: 1")
        // The body, its Text and the Button (a new closure): not Label, nor its Text.
        #expect(work.bodyEvaluations == 1)
        #expect(work.nodeEvaluations == 3)
    }

    struct Toggler: View {
        @State var shown = true
        @State var label = 0
        var body: some View {
            VStack(alignment: .leading) {
                if shown { Reader(label: $label) }
                Button("toggle") { shown.toggle() }.keyboardShortcut(.character("t"))
                Button("rename") { label += 1 }.keyboardShortcut(.character("r"))
            }
        }
    }

    struct Reader: View {
        @Binding var label: Int
        var body: some View { Text("label=\(label)") }
    }

    /// Nodes that leave the graph free their addresses; a new node at the same address must
    /// still be recorded as a reader (a stale entry once hid it, so a change went unseen).
    @Test func aNodeMadeWhereAnotherDiedStillSeesChanges() {
        let driver = Driver(size: Size(width: 30, height: 4)) { Toggler() }
        var expected = 0
        for _ in 0..<200 {
            driver.type("tt")  // hide and show again: a new Reader node
            driver.type("r")
            expected += 1
            #expect(driver.lines[0] == "label=\(expected)")
            if driver.lines[0] != "label=\(expected)" { return }
        }
    }
}

/// Views that hold a converted binding: when only their parent changed they are left alone,
/// and when what they read changed they show it.
@MainActor
struct ConvertedBindingRenderingTests {
    final class Evaluations {
        var count = 0
    }

    struct Shown: View {
        let text: Binding<String>
        let evaluations: Evaluations
        var body: some View {
            evaluations.count += 1
            return Text(text.wrappedValue)
        }
    }

    struct Parent: View {
        let mapped: Evaluations
        let unwrapped: Evaluations
        @State private var presses = 0
        @State private var amount = 7
        @State private var name: String? = "Ada"
        var body: some View {
            VStack(alignment: .leading) {
                Text("presses: \(presses)")
                Button("More") { presses += 1 }
                Button("Raise") { amount += 1 }
                Shown(text: $amount.map(get: { "amount \($0)" }, set: { Int($0.dropFirst(7)) ?? 0 }), evaluations: mapped)
                if let name = Binding($name) { Shown(text: name, evaluations: unwrapped) }
                TextField("Amount", value: $amount, format: .number)
            }
        }
    }

    @Test func aChildHoldingAMappedUnwrappedOrFormattedBindingIsNotEvaluatedWhenOnlyItsParentChanged() {
        let mapped = Evaluations()
        let unwrapped = Evaluations()
        let driver = Driver(size: Size(width: 30, height: 6)) { Parent(mapped: mapped, unwrapped: unwrapped) }
        #expect(mapped.count == 1 && unwrapped.count == 1)
        let work = driver.work { driver.press(.enter) }
        #expect(driver.lines[0] == "presses: 1")
        #expect(mapped.count == 1)
        #expect(unwrapped.count == 1)
        // The parent's body, its Text and the two Buttons (new closures); not the Shown views,
        // nor the formatted field.
        #expect(work.bodyEvaluations == 1)
        #expect(work.nodeEvaluations == 4)
    }

    @Test func aChildHoldingAMappedBindingShowsAChangeOfWhatItReads() {
        let mapped = Evaluations()
        let driver = Driver(size: Size(width: 30, height: 6)) { Parent(mapped: mapped, unwrapped: Evaluations()) }
        driver.press(.tab, .enter)
        #expect(driver.lines[3] == "amount 8")
        #expect(mapped.count == 2)
    }
}

/// The rows of `ForEach($items)` hold bindings found by id: a row is left alone when other
/// elements come, and still edits its own element.
@MainActor
struct BoundForEachRenderingTests {
    struct Book: Identifiable {
        let id: Int
        var title: String
    }

    struct BookRow: View {
        let title: Binding<String>
        let evaluations: ConvertedBindingRenderingTests.Evaluations
        var body: some View {
            evaluations.count += 1
            return TextField("Title", text: title)
        }
    }

    struct Shelf: View {
        let rows: ConvertedBindingRenderingTests.Evaluations
        @State private var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
        var body: some View {
            VStack(alignment: .leading) {
                Button("Add") { books.insert(Book(id: books.count + 1, title: "Odes"), at: 0) }
                ForEach($books) { $book in BookRow(title: $book.title, evaluations: rows) }
                Text(books.map(\.title).joined(separator: ","))
            }
        }
    }

    @Test func anElementInsertedBeforeARowEvaluatesOnlyTheNewRowAndEachRowEditsItsOwnElement() {
        let rows = ConvertedBindingRenderingTests.Evaluations()
        let driver = Driver(size: Size(width: 30, height: 6)) { Shelf(rows: rows) }
        #expect(rows.count == 2)
        driver.press(.enter)
        driver.expectLine(4, "Odes,Dune,Emma")
        #expect(rows.count == 3, "only the new row is evaluated")
        driver.press(.tab, .tab, .end)
        driver.type("!")
        driver.expectLine(4, "Odes,Dune!,Emma")
        #expect(driver.fieldLines[2] == "Dune!")
        #expect(rows.count == 3, "typing changes what the field shows, not the rows")
    }
}
