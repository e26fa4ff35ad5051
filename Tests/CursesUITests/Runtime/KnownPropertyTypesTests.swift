import CursesUITestSupport
import Observation
import Testing

@testable import CursesUICore

/// ``KnownPropertyTypes``: the field types the view graph knows without asking the runtime
/// whether they are dynamic properties, the ones it still asks about, and a view of known
/// fields linked as before.
@MainActor
struct KnownPropertyTypesTests {
    struct Row: Hashable {
        var number: Int
    }

    @Observable final class Draft {
        var name = "draft"
    }

    /// A custom dynamic property, whose own `@State` is linked through the known `State`.
    struct Tally: DynamicProperty {
        @State private var count = 0
        var value: Int { count }
        func add() { count += 1 }
    }

    private enum Known { case linked, plain, unknown }

    private func known(_ type: Any.Type) -> Known {
        switch KnownPropertyTypes.answer(for: type, kind: ValueComparer.kind(of: type)) {
        case .linked: .linked
        case .plain: .plain
        case nil: .unknown
        }
    }

    @Test func theFrameworksWrappersOfAnyValueAreLinked() {
        let types: [Any.Type] = [
            State<Row>.self, State<Int?>.self, Environment<Bool>.self, Environment<Draft>.self, GestureState<Row>.self,
        ]
        for type in types { #expect(known(type) == .linked, "\(type)") }
    }

    @Test func bindingsAndPlainValuesHoldNone() {
        let types: [Any.Type] = [
            Binding<Row>.self, Bindable<Draft>.self, String.self, Int.self, Bool.self, Double.self, [Row].self, Row?.self,
        ]
        for type in types { #expect(known(type) == .plain, "\(type)") }
    }

    @Test func otherTypesAreLeftToTheRuntime() {
        let types: [Any.Type] = [Row.self, Tally.self, FocusState<Int>.self, Set<Int>.self, Draft.self, [Int: Row].self]
        for type in types { #expect(known(type) == .unknown, "\(type)") }
    }

    struct Editor: View {
        @Bindable var draft: Draft
        @Environment(\.isEnabled) private var isEnabled
        @State private var row = Row(number: 0)
        @GestureState private var pressing = false
        @Binding var rounds: Int
        let titles: [String]
        let note: String?
        var tally = Tally()

        var body: some View {
            VStack(alignment: .leading) {
                Text("\(draft.name) \(row.number) \(tally.value) \(rounds) \(isEnabled) \(pressing)")
                Button("Next") {
                    row.number += 1
                    tally.add()
                    rounds += 1
                }
            }
        }
    }

    struct Screen: View {
        let draft: Draft
        @State private var rounds = 0

        var body: some View {
            Editor(draft: draft, rounds: $rounds, titles: ["a"], note: nil)
        }
    }

    @Test func aViewOfKnownFieldsKeepsItsStateAndReadsItsEnvironment() {
        let draft = Draft()
        let driver = Driver(size: Size(width: 30, height: 2)) { Screen(draft: draft) }
        driver.expectLines(["draft 0 0 0 true false", "[ Next ]"])
        driver.press(.enter, .enter)
        driver.expectLines(["draft 2 2 2 true false", "[ Next ]"])
        draft.name = "saved"
        driver.press(.enter)
        driver.expectLines(["saved 3 3 3 true false", "[ Next ]"])
        let disabled = Driver(size: Size(width: 30, height: 2)) { Screen(draft: draft).disabled(true) }
        disabled.expectLines(["saved 0 0 0 false false", "[ Next ]"])
    }
}
