import CursesUI
import CursesUITestSupport
import Testing

/// Opening and closing presentations again and again leaves the graph holding no more.
@MainActor
struct PresentationSoakTests {
    @Test func aSheetOpenedAndClosedTwoHundredTimesKeepsReadersBounded() {
        let driver = Driver(size: Size(width: 60, height: 20), app: LibraryApp())
        let graph = driver.app.graph
        func openAndClose() { driver.press(.character("a"), .escape) }
        for _ in 0..<40 { openAndClose() }
        let readers = graph.liveStateReaders
        let registrations = graph.liveObservationRegistrations
        let states = graph.liveStates
        for _ in 0..<200 { openAndClose() }
        #expect(graph.liveStateReaders <= 2 * readers + 8)
        #expect(graph.liveObservationRegistrations <= registrations + 2)
        #expect(graph.liveStates == states)
        #expect(driver.screen.contains("3 books"))
    }

    @Test func anAlertOpenedAndCancelledTwoHundredTimesKeepsReadersBounded() {
        let driver = Driver(size: Size(width: 60, height: 20), app: LibraryApp())
        let graph = driver.app.graph
        func askAndCancel() { driver.press(.character("x"), .escape) }
        for _ in 0..<40 { askAndCancel() }
        let readers = graph.liveStateReaders
        let states = graph.liveStates
        for _ in 0..<200 { askAndCancel() }
        #expect(graph.liveStateReaders <= 2 * readers + 8)
        #expect(graph.liveStates == states)
        #expect(driver.screen.contains("3 books"))
    }

    /// The screen is evaluated again before every opening, so each opening presents a new
    /// value of the sheet's content, whose `dismiss` in the environment captured that value.
    @Test func aSheetWhoseContentReadsTheEnvironmentLeavesNoStateBehind() {
        let driver = Driver(size: Size(width: 60, height: 12)) { CountingScreen() }
        let graph = driver.app.graph
        func openTypeAndClose() {
            driver.press(.character("o"))
            driver.type("a note")
            driver.press(.escape)
        }
        openTypeAndClose()
        let states = graph.liveStates
        for _ in 0..<100 { openTypeAndClose() }
        #expect(driver.screen.contains("Opened 101 times"))
        #expect(graph.liveStates == states, "every closed sheet took its note with it")
    }
}

/// Counts its openings of a sheet with a note field.
private struct CountingScreen: View {
    @State private var openings = 0
    @State private var showingNote = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("Opened \(openings) times")
            Button("Open") {
                openings += 1
                showingNote = true
            }
            .keyboardShortcut("o")
        }
        .sheet(isPresented: $showingNote) { NoteSheet() }
    }
}

private struct NoteSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var note = ""

    var body: some View {
        TextField("Note", text: $note)
        Button("Done") { dismiss() }
    }
}
