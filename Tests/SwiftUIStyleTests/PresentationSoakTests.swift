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
        for _ in 0..<200 { openAndClose() }
        #expect(graph.liveStateReaders <= 2 * readers + 8)
        #expect(graph.liveObservationRegistrations <= registrations + 2)
        #expect(driver.screen.contains("3 books"))
    }

    @Test func anAlertOpenedAndCancelledTwoHundredTimesKeepsReadersBounded() {
        let driver = Driver(size: Size(width: 60, height: 20), app: LibraryApp())
        let graph = driver.app.graph
        func askAndCancel() { driver.press(.character("x"), .escape) }
        for _ in 0..<40 { askAndCancel() }
        let readers = graph.liveStateReaders
        for _ in 0..<200 { askAndCancel() }
        #expect(graph.liveStateReaders <= 2 * readers + 8)
        #expect(driver.screen.contains("3 books"))
    }
}
