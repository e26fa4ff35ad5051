import CursesUI
import CursesUITestSupport
import Testing

/// A view that reads one member of a state value through a binding (`$draft.name`) is evaluated
/// again when that member changes, not when another member of the same value does; a view that
/// reads the whole value sees every change.
@MainActor
struct MemberReadTests {
    struct Draft: Equatable {
        var name = ""
        var amount = ""
    }

    struct NameLine: View {
        @Binding var name: String
        var body: some View { Text("name=\(name)") }
    }

    struct AmountLine: View {
        @Binding var amount: String
        var body: some View { Text("amount=\(amount)") }
    }

    struct WholeLine: View {
        @Binding var draft: Draft
        var body: some View { Text("whole=\(draft.name)/\(draft.amount)") }
    }

    /// The draft in a `@State` of its own, bound directly.
    struct StoredForm: View {
        @State private var draft = Draft()
        var body: some View {
            VStack(alignment: .leading) {
                NameLine(name: $draft.name)
                AmountLine(amount: $draft.amount)
                WholeLine(draft: $draft)
                Button("name") { draft.name += "n" }.keyboardShortcut(.character("n"))
                Button("amount") { draft.amount += "1" }.keyboardShortcut(.character("a"))
            }
        }
    }

    /// The draft optional, bound through a getter that invents an empty one.
    struct OptionalForm: View {
        @State private var stored: Draft?
        var body: some View {
            let draft = Binding(get: { stored ?? Draft() }, set: { stored = $0 })
            VStack(alignment: .leading) {
                NameLine(name: draft.name)
                AmountLine(amount: draft.amount)
                WholeLine(draft: draft)
                Button("name") { draft.wrappedValue.name += "n" }.keyboardShortcut(.character("n"))
                Button("amount") { draft.wrappedValue.amount += "1" }.keyboardShortcut(.character("a"))
            }
        }
    }

    struct TickedNameLine: View {
        @Binding var name: String
        let ticks: Int
        var body: some View { Text("name=\(name) ticks=\(ticks)") }
    }

    /// The name's reader evaluated again and again for another reason (the ticks it shows).
    struct TickedForm: View {
        @State private var draft = Draft()
        @State private var ticks = 0
        var body: some View {
            VStack(alignment: .leading) {
                TickedNameLine(name: $draft.name, ticks: ticks)
                AmountLine(amount: $draft.amount)
                Button("tick") { ticks += 1 }.keyboardShortcut(.character("t"))
                Button("amount") { draft.amount += "1" }.keyboardShortcut(.character("a"))
            }
        }
    }

    func expectOnlyTheChangedMemberIsEvaluated(_ driver: Driver) {
        var work = driver.work { driver.press(.character("a")) }
        driver.expectLines(["name=", "amount=1", "whole=/1"])
        #expect(work.bodyEvaluations == 2, "AmountLine and WholeLine, not NameLine")
        work = driver.work { driver.press(.character("n")) }
        driver.expectLines(["name=n", "amount=1", "whole=n/1"])
        #expect(work.bodyEvaluations == 2, "NameLine and WholeLine, not AmountLine")
        driver.type("aan")
        driver.expectLines(["name=nn", "amount=111", "whole=nn/111"])
    }

    @Test func aMemberOfAStoredValueEvaluatesOnlyItsReaders() {
        expectOnlyTheChangedMemberIsEvaluated(Driver(size: Size(width: 30, height: 6)) { StoredForm() })
    }

    @Test func aMemberBoundThroughAGetterEvaluatesOnlyItsReaders() {
        expectOnlyTheChangedMemberIsEvaluated(Driver(size: Size(width: 30, height: 6)) { OptionalForm() })
    }

    @Test func aReaderEvaluatedManyTimesStillReadsOnlyItsMember() {
        let driver = Driver(size: Size(width: 30, height: 6)) { TickedForm() }
        driver.type("tttttttt")
        driver.expectLines(["name= ticks=8", "amount="])
        let work = driver.work { driver.press(.character("a")) }
        driver.expectLines(["name= ticks=8", "amount=1"])
        #expect(work.bodyEvaluations == 1, "AmountLine, not the name's line")
    }

    /// Rows bound by position, the way many tutorials write them.
    struct IndexedList: View {
        @State private var drafts = [Draft(name: "a"), Draft(name: "b"), Draft(name: "c")]
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(drafts.indices, id: \.self) { index in
                    NameLine(name: $drafts[index].name)
                }
                Button("drop") { drafts.removeLast() }.keyboardShortcut(.character("d"))
            }
        }
    }

    @Test func removingTheElementARowReadsRemovesTheRow() {
        let driver = Driver(size: Size(width: 30, height: 6)) { IndexedList() }
        driver.expectLines(["name=a", "name=b", "name=c"])
        driver.press(.character("d"))
        driver.expectLines(["name=a", "name=b", "[ drop ]"])
    }
}
