import CursesUI
import CursesUITestSupport
import Testing

/// Combine's `assign` and `Future` as tutorials write them: a `@Published` value derived from
/// another with `assign(to: &$property)`, a label object fed with `assign(to:on:)`, and a
/// future fulfilled at once, later, or with a failure.
@MainActor
struct CombineAssignTests {
    final class Thermometer: ObservableObject {
        @Published var celsius = 0.0
        @Published var fahrenheit = 0.0

        init() { $celsius.map { $0 * 9 / 5 + 32 }.assign(to: &$fahrenheit) }
    }

    struct ThermometerView: View {
        @StateObject private var model = Thermometer()
        var body: some View {
            VStack(alignment: .leading) {
                Text("\(model.fahrenheit, specifier: "%.0f") °F")
                Button("Warmer") { model.celsius += 10 }
            }
        }
    }

    @Test func aPublishedPropertyAssignedFromAnotherFollowsItOnScreen() {
        let driver = Driver(size: Size(width: 20, height: 2)) { ThermometerView() }
        driver.expectLines(["32 °F", "[ Warmer ]"])
        driver.press(.enter)
        driver.expectLines(["50 °F", "[ Warmer ]"])
        driver.press(.enter)
        driver.expectLines(["68 °F", "[ Warmer ]"])
    }

    final class Label {
        var text = ""
    }

    @Test func assignOnAnObjectWritesEachValueUntilCancelled() {
        let label = Label()
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.map { "\($0) items" }.assign(to: \.text, on: label)
        subject.send(3)
        #expect(label.text == "3 items")
        subscription.cancel()
        subject.send(4)
        #expect(label.text == "3 items")
    }

    enum LoadError: Error, Equatable { case offline }

    @Test func aFutureHandsItsResultToSubscribersBeforeAndAfterItIsFulfilled() {
        var fulfil: Future<String, LoadError>.Promise?
        let future = Future<String, LoadError> { promise in fulfil = promise }
        var early: [String] = []
        var completions: [Subscribers.Completion<LoadError>] = []
        let first = future.sink {
            completions.append($0)
        } receiveValue: {
            early.append($0)
        }
        #expect(early.isEmpty)
        fulfil?(.success("loaded"))
        fulfil?(.success("again"))
        #expect(early == ["loaded"])
        #expect(completions == [.finished])
        var late: [String] = []
        let second = future.sink {
            completions.append($0)
        } receiveValue: {
            late.append($0)
        }
        #expect(late == ["loaded"])
        #expect(completions == [.finished, .finished])
        _ = (first, second)

        let failing = Future<Int, LoadError> { promise in promise(.failure(.offline)) }
        var failures: [Subscribers.Completion<LoadError>] = []
        let third = failing.sink {
            failures.append($0)
        } receiveValue: { _ in
            Issue.record("a failed future has no value")
        }
        #expect(failures == [.failure(.offline)])
        _ = third
    }

    /// A load the test finishes when it chooses, as a network reply would.
    final class Loading {
        var promise: Future<String, Never>.Promise?
        private(set) lazy var future = Future<String, Never> { [unowned self] in promise = $0 }
    }

    struct Loader: View {
        let loading: Loading
        @State private var status = "loading"
        var body: some View {
            Text(status).onReceive(loading.future) { status = $0 }
        }
    }

    @Test func onReceiveShowsAFutureFulfilledLater() async {
        let loading = Loading()
        let driver = Driver(size: Size(width: 10, height: 1)) { Loader(loading: loading) }
        driver.expectLines(["loading"])
        loading.promise?(.success("ready"))
        #expect(await driver.waitUntil { driver.lines == ["ready"] })
    }
}
