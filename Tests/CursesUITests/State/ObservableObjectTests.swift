import CursesUI
import CursesUITestSupport
import Dispatch
import Testing

/// SwiftUI's models before `@Observable`: an `ObservableObject` held by `@StateObject`,
/// `@ObservedObject` or `@EnvironmentObject`, changed through `@Published`, by hand with
/// `objectWillChange.send()`, through `$object.property` bindings and off the main actor.
@MainActor
struct ObservableObjectTests {
    final class Scores: ObservableObject, @unchecked Sendable {
        @Published var home = 0
        @Published var away = 0
    }

    struct HomeLabel: View {
        @ObservedObject var scores: Scores
        var body: some View { Text("home=\(scores.home)") }
    }

    struct AwayLabel: View {
        @ObservedObject var scores: Scores
        var body: some View { Text("away=\(scores.away)") }
    }

    struct Caption: View {
        let text: String
        var body: some View { Text(text) }
    }

    struct Board: View {
        let scores: Scores
        let other: Scores
        var body: some View {
            VStack(alignment: .leading) {
                HomeLabel(scores: scores)
                AwayLabel(scores: other)
                Caption(text: "caption")
            }
        }
    }

    @Test func aChangeReEvaluatesOnlyTheViewsHoldingTheObject() {
        let scores = Scores()
        let other = Scores()
        let driver = Driver(size: Size(width: 20, height: 3)) { Board(scores: scores, other: other) }
        let work = driver.work {
            scores.home = 2
            driver.app.refreshIfNeeded()
        }
        #expect(work.bodyEvaluations == 1, "HomeLabel's body only")
        driver.expectLines(["home=2", "away=0", "caption"])
    }

    @Test func changesInOneTurnTakeOneUpdatePassAndOneFrame() {
        let scores = Scores()
        let driver = Driver(size: Size(width: 20, height: 3)) { Board(scores: scores, other: scores) }
        let work = driver.work {
            scores.home = 1
            scores.away = 2
            scores.home = 3
            driver.app.refreshIfNeeded()
        }
        #expect(work.bodyEvaluations == 2)
        #expect(work.updatePasses == 1)
        #expect(work.frames == 1)
        driver.expectLines(["home=3", "away=2", "caption"])
    }

    /// A model with no `@Published` property, announcing its changes by hand.
    final class Draft: ObservableObject {
        private(set) var text = "empty"

        func write(_ newText: String) {
            objectWillChange.send()
            text = newText
        }
    }

    struct DraftView: View {
        @ObservedObject var draft: Draft
        var body: some View { Text("draft: \(draft.text)") }
    }

    @Test func objectWillChangeSentByHandRedrawsTheHolder() {
        let draft = Draft()
        let driver = Driver(size: Size(width: 20, height: 1)) { DraftView(draft: draft) }
        draft.write("hello")
        driver.app.refreshIfNeeded()
        driver.expectLines(["draft: hello"])
    }

    final class MadeCount {
        var count = 0
    }

    final class Counter: ObservableObject {
        @Published var count = 0
        init(made: MadeCount) { made.count += 1 }
    }

    struct Child: View {
        let round: Int
        @StateObject private var counter: Counter

        init(round: Int, made: MadeCount) {
            self.round = round
            _counter = StateObject(wrappedValue: Counter(made: made))
        }

        var body: some View {
            VStack(alignment: .leading) {
                Text("round \(round): \(counter.count)")
                Button("Add") { counter.count += 1 }
            }
        }
    }

    struct Parent: View {
        let made: MadeCount
        @State private var round = 0
        @State private var showsChild = true

        var body: some View {
            VStack(alignment: .leading) {
                if showsChild { Child(round: round, made: made) }
                Button("Next round") { round += 1 }
                Button("Toggle child") { showsChild.toggle() }
            }
        }
    }

    @Test func aStateObjectIsMadeOnceAndSurvivesItsParentsReRender() {
        let made = MadeCount()
        let driver = Driver(size: Size(width: 20, height: 4)) { Parent(made: made) }
        driver.press(.enter, .enter)  // Add, twice
        driver.expectLines(["round 0: 2"])
        driver.press(.tab, .enter)  // Next round: the parent passes a new round
        driver.expectLines(["round 1: 2"])
        #expect(made.count == 1)
    }

    @Test func aStateObjectGoesWithItsViewAndAReturningViewMakesANewOne() {
        let made = MadeCount()
        let driver = Driver(size: Size(width: 20, height: 4)) { Parent(made: made) }
        driver.press(.enter)  // Add
        driver.press(.tab, .tab, .enter)  // Toggle child: it goes
        driver.expectLines(["[ Next round ]"])
        driver.press(.enter)  // and comes back, with a new counter
        driver.expectLines(["round 0: 0"])
        #expect(made.count == 2)
    }

    struct Chooser: View {
        let first: Scores
        let second: Scores
        @State private var showsSecond = false

        var body: some View {
            VStack(alignment: .leading) {
                HomeLabel(scores: showsSecond ? second : first)
                Button("Switch") { showsSecond.toggle() }
            }
        }
    }

    @Test func anObservedObjectFollowsWhateverObjectItIsHanded() {
        let first = Scores()
        let second = Scores()
        second.home = 7
        let driver = Driver(size: Size(width: 20, height: 2)) { Chooser(first: first, second: second) }
        driver.expectLines(["home=0"])
        driver.press(.enter)
        driver.expectLines(["home=7"])
        second.home = 8
        driver.app.refreshIfNeeded()
        driver.expectLines(["home=8"])
    }

    final class Prefs: ObservableObject {
        @Published var sound = false
        @Published var volume = 3
    }

    struct PrefsView: View {
        @ObservedObject var prefs: Prefs
        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Sound", isOn: $prefs.sound)
                Stepper("Volume \(prefs.volume)", value: $prefs.volume, in: 0...10)
            }
        }
    }

    @Test func aBindingToAPropertyWritesTheObjectAndRedrawsWhenTheObjectChanges() {
        let prefs = Prefs()
        let driver = Driver(size: Size(width: 24, height: 2)) { PrefsView(prefs: prefs) }
        driver.expectLines(["[ ] Sound", "Volume 3           [−|+]"])
        driver.press(.character(" "))
        #expect(prefs.sound)
        driver.press(.tab, .right)
        #expect(prefs.volume == 4)
        driver.expectLines(["[x] Sound", "Volume 4           [−|+]"])
        prefs.sound = false  // changed elsewhere: the toggle reads it again
        driver.app.refreshIfNeeded()
        driver.expectLines(["[ ] Sound", "Volume 4           [−|+]"])
    }

    final class Session: ObservableObject {
        @Published var user = "ann"
    }

    struct Profile: View {
        @EnvironmentObject var session: Session
        var body: some View {
            Text("user \(session.user)")
                .navigationBarTitle("Profile")
        }
    }

    struct Home: View {
        @State private var showsSheet = false

        var body: some View {
            NavigationView {
                VStack(alignment: .leading) {
                    NavigationLink("Profile") { Profile() }
                    Button("Sheet") { showsSheet = true }
                }
                .navigationBarTitle("Home")
                .sheet(isPresented: $showsSheet) { Profile() }
            }
            .navigationViewStyle(.stack)
        }
    }

    @Test func anEnvironmentObjectReachesAPushedScreenAndASheet() {
        let session = Session()
        let driver = Driver(size: Size(width: 30, height: 8)) { Home().environmentObject(session) }
        driver.press(.enter)  // the link
        // The pushed screen's text is centred in the area under the bar, as on iOS.
        driver.expectLines(["Home › Profile", "", "", "", "           user ann"])
        session.user = "bob"
        driver.app.refreshIfNeeded()
        driver.expectLines(["Home › Profile", "", "", "", "           user bob"])
        driver.press(.escape, .tab, .enter)  // back, then the sheet
        driver.expectLine(4, " ║         user bob         ║")  // centred in the sheet, as on iOS
    }

    @Test func aMissingEnvironmentObjectStopsTheProgramNamingItsType() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = Driver(size: Size(width: 20, height: 2)) { Profile() } }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No ObservableObject of type Session found."))
    }

    @Test func aChangeMadeOffTheMainActorRedrawsTheHolder() async {
        let scores = Scores()
        let driver = Driver(size: Size(width: 20, height: 3)) { Board(scores: scores, other: scores) }
        DispatchQueue.global().async { scores.home = 5 }
        #expect(await driver.waitUntil { driver.lines.first == "home=5" })
        await Task.detached { scores.away = 6 }.value
        #expect(await driver.waitUntil { driver.lines.prefix(2) == ["home=5", "away=6"] })
    }
}
