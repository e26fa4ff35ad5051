import CursesUI
import CursesUITestSupport
import Testing

/// The Combine a SwiftUI tutorial writes: a search field debounced in an `ObservableObject`,
/// values brought to the main queue with `receive(on:)`, and `onReceive` of `Just`, a
/// `CurrentValueSubject` and a notification.
@MainActor
struct CombineOperatorTests {
    final class SearchModel: ObservableObject {
        @Published var query = ""
        /// Every value that came out of the debounce, and the searches made from them.
        @Published private(set) var settled = 0
        @Published private(set) var searches: [String] = []
        private var cancellables = Set<AnyCancellable>()

        init<S: Scheduler>(scheduler: S, pause: S.SchedulerTimeType.Stride) {
            let settledValues = $query.debounce(for: pause, scheduler: scheduler)
            settledValues.sink { [weak self] _ in self?.settled += 1 }.store(in: &cancellables)
            settledValues
                .removeDuplicates()
                .filter { !$0.isEmpty }
                .map { $0.lowercased() }
                .sink { [weak self] in self?.searches.append($0) }
                .store(in: &cancellables)
        }
    }

    struct SearchScreen: View {
        @ObservedObject var model: SearchModel
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Search", text: $model.query)
                Text("settled=\(model.settled) searches=\(model.searches.joined(separator: ","))")
            }
        }
    }

    func typeAndSettle(_ text: String, _ driver: Driver, model: SearchModel) async {
        let before = model.settled
        driver.type(text)  // every key before the main queue runs a debounce
        #expect(await driver.waitUntil { model.settled == before + 1 })
    }

    @Test func aSearchIsMadeOnceTypingPausesAndNotAgainForTheSameText() async {
        let model = SearchModel(scheduler: DispatchQueue.main, pause: .milliseconds(50))
        let driver = Driver(size: Size(width: 40, height: 2)) { SearchScreen(model: model) }
        #expect(await driver.waitUntil { model.settled == 1 })  // the first value, "", settles
        await typeAndSettle("Swift", driver, model: model)
        driver.expectLine(1, "settled=2 searches=swift")
        await typeAndSettle("UI", driver, model: model)
        driver.expectLine(1, "settled=3 searches=swift,swiftui")
        driver.press(.backspace, .backspace)
        await typeAndSettle("UI", driver, model: model)  // the same text again: no new search
        driver.expectLine(1, "settled=4 searches=swift,swiftui")
    }

    @Test func theMainRunLoopDebouncesAsTheMainQueueDoes() async {
        let model = SearchModel(scheduler: RunLoop.main, pause: .milliseconds(50))
        let driver = Driver(size: Size(width: 40, height: 2)) { SearchScreen(model: model) }
        #expect(await driver.waitUntil { model.settled == 1 })
        await typeAndSettle("Combine", driver, model: model)
        driver.expectLine(1, "settled=2 searches=combine")
    }

    struct Feeds: View {
        let background: PassthroughSubject<Int, Never>
        let volume: CurrentValueSubject<Int, Never>
        @State private var greeting = ""
        @State private var volumes: [Int] = []
        @State private var doubled: [Int] = []
        @State private var pings = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("greeting=\(greeting) volumes=\(volumes.map(String.init).joined(separator: ","))")
                Text("doubled=\(doubled.map(String.init).joined(separator: ",")) pings=\(pings)")
            }
            .onReceive(Just("hello")) { greeting = $0 }
            .onReceive(volume) { volumes.append($0) }
            .onReceive(background.receive(on: DispatchQueue.main).map { $0 * 2 }) { doubled.append($0) }
            .onReceive(NotificationCenter.default.publisher(for: Notification.Name("CombineOperatorTests.ping"))) { _ in
                pings += 1
            }
        }
    }

    @Test func onReceiveTakesJustASubjectABackgroundQueueAndNotifications() async {
        let background = PassthroughSubject<Int, Never>()
        let volume = CurrentValueSubject<Int, Never>(5)
        let driver = Driver(size: Size(width: 40, height: 2)) { Feeds(background: background, volume: volume) }
        #expect(await driver.waitUntil { driver.lines == ["greeting=hello volumes=5", "doubled= pings=0"] })
        volume.value = 6
        #expect(await driver.waitUntil { driver.lines == ["greeting=hello volumes=5,6", "doubled= pings=0"] })
        nonisolated(unsafe) let subject = background
        DispatchQueue.global().async { subject.send(21) }
        #expect(await driver.waitUntil { driver.lines == ["greeting=hello volumes=5,6", "doubled=42 pings=0"] })
        NotificationCenter.default.post(name: Notification.Name("CombineOperatorTests.ping"), object: nil)
        #expect(await driver.waitUntil { driver.lines == ["greeting=hello volumes=5,6", "doubled=42 pings=1"] })
    }
}
