import CursesUI
import CursesUITestSupport
import Observation
import Testing

@MainActor
struct ObservationInvalidationTests {
    @Observable final class Model {
        var left = "a"
        var right = "b"
        var count = 0
    }

    struct LeftLabel: View {
        let model: Model
        var body: some View { Text("left=\(model.left)") }
    }

    struct RightLabel: View {
        let model: Model
        var body: some View { Text("right=\(model.right)") }
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading) {
                LeftLabel(model: model)
                RightLabel(model: model)
            }
        }
    }

    @Test func changingAPropertyReEvaluatesOnlyTheBodyThatReadIt() {
        let model = Model()
        let driver = Driver { Screen(model: model) }
        let work = driver.work {
            model.left = "changed"
            driver.app.send(.resize)  // any event runs one loop turn
        }
        #expect(work.bodyEvaluations == 1, "only LeftLabel's body")
        #expect(driver.lines[0] == "left=changed")
        #expect(driver.lines[1] == "right=b")
    }

    @Test func twoChangesInOneTurnAreCoalescedIntoOneEvaluationEach() {
        let model = Model()
        let driver = Driver { Screen(model: model) }
        let work = driver.work {
            model.left = "x"
            model.left = "y"
            model.right = "z"
            driver.app.send(.resize)
        }
        #expect(work.bodyEvaluations == 2)
        #expect(work.frames == 1)
        #expect(driver.lines.prefix(2) == ["left=y", "right=z"])
    }

    @Test func aPropertyNoBodyReadCausesNoEvaluation() {
        let model = Model()
        let driver = Driver { Screen(model: model) }
        let work = driver.work {
            model.count += 1
            driver.app.send(.character("q"))
        }
        #expect(work.bodyEvaluations == 0)
        #expect(work.cellsChanged == 0)
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("count=\(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    @Test func stateIsKeptAcrossReRendersByStructuralIdentity() {
        let driver = Driver { Counter() }
        driver.press(.enter, .enter, .enter)
        #expect(driver.lines[0] == "count=3")
    }

    struct Toggler: View {
        @State private var showsCounter = true
        var body: some View {
            VStack(alignment: .leading) {
                if showsCounter { Counter() } else { Text("hidden") }
                Button("Toggle") { showsCounter.toggle() }
            }
        }
    }

    @Test func stateIsDroppedWhenTheViewLeavesAndFreshWhenItComesBack() {
        let driver = Driver { Toggler() }
        driver.press(.enter)  // focus is on Counter's Add button
        #expect(driver.lines[0] == "count=1")
        driver.press(.tab, .enter)
        #expect(driver.lines[0] == "hidden")
        driver.press(.enter)
        #expect(driver.lines[0] == "count=0")
    }

    struct ChangeWatcher: View {
        @State private var text = ""
        @State private var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Text", text: $text)
                    .onChange(of: text) { old, new in log.append("\(old)->\(new)") }
                Text(log.joined(separator: ","))
            }
        }
    }

    @Test func onChangeRunsAfterTheWriteWithOldAndNewValues() {
        let driver = Driver { ChangeWatcher() }
        driver.type("ab")
        #expect(driver.lines[1] == "->a,a->ab")
    }

    struct Repeated: View {
        @State private var items = ["x", "x"]
        let gone: @MainActor @Sendable () -> Void
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(items, id: \.self) { item in Text(item).onDisappear(perform: gone) }
                Button("Clear") { items = [] }
            }
        }
    }

    @Test func everyRowThatLeavesDisappearsEvenWithRepeatedIDs() {
        var disappeared = 0
        let driver = Driver { Repeated(gone: { disappeared += 1 }) }
        driver.press(.enter)
        #expect(driver.lines[0] == "[ Clear ]")
        #expect(disappeared == 2)
    }

    struct Appearing: View {
        @State private var appeared = 0
        var body: some View {
            Text("appeared \(appeared)").onAppear { appeared += 1 }
        }
    }

    @Test func onAppearRunsOnceAfterTheFirstUpdate() {
        let driver = Driver { Appearing() }
        driver.press(.resize, .resize)
        #expect(driver.lines[0] == "appeared 1")
    }

    @Test func bindableProjectsBindingsThatWriteTheObject() {
        let model = Model()
        @Bindable var bindable = model
        $bindable.left.wrappedValue = "via binding"
        #expect(model.left == "via binding")
    }

    @Test func appStorageReadsAndWritesTheInjectedStore() {
        struct Steps: View {
            @AppStorage("pageSteps") var pageSteps = 1
            var body: some View { Button("step \(pageSteps)") { pageSteps += 1 } }
        }
        let backing = InMemoryKeyValueStore(["pageSteps": "3"])
        let store = ObservableKeyValueStore(backing)
        let driver = Driver { Steps().appStorage(store) }
        #expect(driver.lines[0] == "[ step 3 ]")
        driver.press(.enter)
        #expect(driver.lines[0] == "[ step 4 ]")
        #expect(backing.string(forKey: "pageSteps") == "4")
    }

    /// A model that is not `@MainActor`, written from another thread, as a nonisolated `async`
    /// method of a Swift 5 mode program writes it (`.task { await library.load() }`).
    @Observable final class Library: @unchecked Sendable {
        var status = "loading"
    }

    struct LibraryStatus: View {
        let library: Library
        var body: some View { Text("library \(library.status)") }
    }

    @Test func aModelChangedOffTheMainActorIsShownWithoutAKey() async {
        let library = Library()
        let driver = Driver { LibraryStatus(library: library) }
        #expect(driver.lines[0] == "library loading")
        await Task.detached { library.status = "5 books" }.value
        #expect(await driver.waitUntil { driver.lines[0] == "library 5 books" })
    }
}
