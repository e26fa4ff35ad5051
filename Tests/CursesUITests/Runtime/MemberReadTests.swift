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
}
