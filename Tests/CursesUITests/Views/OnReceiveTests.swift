import CursesUI
import CursesUITestSupport
import Testing

/// The part of Combine SwiftUI programs use: `.onReceive` with `Timer.publish(…).autoconnect()`
/// and with a `@Published` property's `$value`, `sink`, and the order of a change's
/// announcements.
@MainActor
struct OnReceiveTests {
    struct Ticker: View {
        let timer: Publishers.Autoconnect<Timer.TimerPublisher>
        @State private var ticks = 0
        var body: some View {
            Text("ticks=\(ticks)")
                .onReceive(timer) { _ in ticks += 1 }
        }
    }

    struct TickerHost: View {
        let timer: Publishers.Autoconnect<Timer.TimerPublisher>
        @State private var showsTicker = true
        var body: some View {
            VStack(alignment: .leading) {
                if showsTicker { Ticker(timer: timer) }
                Button("Hide") { showsTicker = false }
            }
        }
    }

    /// Counts what reaches a `sink` on any thread.
    final class Tally: @unchecked Sendable {
        private let lock = DispatchQueue(label: "tally")
        private var stored = 0
        var count: Int { lock.sync { stored } }
        func add() { lock.sync { stored += 1 } }
    }

    /// The count after "ticks=", written grouped ("1,024") as SwiftUI writes an interpolated integer.
    func ticks(_ driver: Driver) -> Int { Int((driver.lines.first?.dropFirst("ticks=".count) ?? "").filter(\.isNumber)) ?? 0 }

    @Test func anAutoconnectedTimerTicksWhileTheViewIsShownAndStopsWhenItGoes() async {
        let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
        let driver = Driver(size: Size(width: 20, height: 2)) { TickerHost(timer: timer) }
        #expect(await driver.waitUntil { ticks(driver) >= 3 })
        driver.press(.enter)  // Hide
        driver.expectLines(["[ Hide ]"])
        // The timer itself is disconnected: nothing reaches a subscriber of the timer under it.
        let tally = Tally()
        let probe = timer.upstream.sink { _ in tally.add() }
        try? await Task.sleep(for: .milliseconds(100))
        #expect(tally.count == 0)
        probe.cancel()
    }

    @Test func aTimerRunsOnlyWhileConnected() async {
        let timer = Timer.publish(every: 0.01, on: .main, in: .common)
        let tally = Tally()
        let subscription = timer.sink { _ in tally.add() }
        let connection = timer.connect()
        #expect(await waitUntil { tally.count >= 2 })
        connection.cancel()
        try? await Task.sleep(for: .milliseconds(30))  // a tick already queued may still come
        let stopped = tally.count
        try? await Task.sleep(for: .milliseconds(100))
        #expect(tally.count == stopped)
        subscription.cancel()
    }

    func waitUntil(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(600)
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    final class Feed: ObservableObject {
        @Published var count = 0
    }

    struct Echo: View {
        let feed: Feed
        @State private var seen: [Int] = []
        var body: some View {
            Text("seen \(seen.map(String.init).joined(separator: " "))")
                .onReceive(feed.$count) { seen.append($0) }
        }
    }

    @Test func onReceiveOfAPublishedPropertyGetsItsValueThenEachChange() async {
        let feed = Feed()
        let driver = Driver(size: Size(width: 20, height: 1)) { Echo(feed: feed) }
        #expect(await driver.waitUntil { driver.lines == ["seen 0"] })
        feed.count = 4
        feed.count = 5
        #expect(await driver.waitUntil { driver.lines == ["seen 0 4 5"] })
    }

    @Test func aChangeIsAnnouncedBeforeItIsStored() {
        let feed = Feed()
        var heard: [String] = []
        let willChange = feed.objectWillChange.sink { heard.append("will change from \(feed.count)") }
        let values = feed.$count.sink { heard.append("$count \($0), stored \(feed.count)") }
        feed.count = 1
        #expect(heard == ["$count 0, stored 0", "will change from 0", "$count 1, stored 0"])
        willChange.cancel()
        values.cancel()
        feed.count = 2
        #expect(heard.count == 3, "nothing reaches a cancelled subscription")
    }

    @Test func aSubjectDeliversWhatIsSentToItsSubscribers() {
        let subject = PassthroughSubject<String, Never>()
        var received: [String] = []
        var cancellables = Set<AnyCancellable>()
        subject.send("before")
        subject.sink { received.append($0) }.store(in: &cancellables)
        subject.send("after")
        cancellables.removeAll()
        subject.send("released")
        #expect(received == ["after"])
    }
}
