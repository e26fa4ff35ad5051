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
            VStack {
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
            VStack {
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
