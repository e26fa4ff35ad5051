import CursesUI
import FoundationEssentials
import Testing

@testable import CursesUICore

/// Each rule of ``ValueComparer`` as the graph uses it, with the kinds that can conform to
/// nothing (closures, metatypes) answered before any protocol is asked about.
@MainActor
struct ValueComparerTests {
    final class Model: ObservableObject {}
    final class Reference {}

    struct Labelled {
        var title: String
        var count: Int
    }

    struct WithAction {
        var title: String
        var action: () -> Void
    }

    struct WithType {
        var type: Any.Type
    }

    struct Shown: View {
        @ObservedObject var model: Model
        @State private var count = 0
        var body: some View { Text("shown") }
    }

    func equivalent<T>(_ a: T, _ b: T) -> Bool { ValueEquality.isEquivalentInPlace(a, b) }

    @Test func equatableValuesAndStructsCompareByValue() {
        #expect(equivalent("a", "a"))
        #expect(!equivalent(1, 2))
        #expect(equivalent(Labelled(title: "a", count: 1), Labelled(title: "a", count: 1)))
        #expect(!equivalent(Labelled(title: "a", count: 1), Labelled(title: "a", count: 2)))
        #expect(!ValueComparer.of(Labelled.self).neverEqual)
    }

    @Test func closuresAndTypesNeverCompareEqualNorDoStructsHoldingThem() {
        let action: () -> Void = {}
        #expect(!equivalent(action, action))
        #expect(ValueComparer.of((() -> Void).self).neverEqual)
        #expect(ValueComparer.of(Int.Type.self).neverEqual)
        #expect(ValueComparer.of(Any.Type.self).neverEqual)
        #expect(ValueComparer.of(WithAction.self).neverEqual)
        #expect(ValueComparer.of(WithType.self).neverEqual)
        #expect(!equivalent(WithType(type: Int.self), WithType(type: Int.self)))
    }

    @Test func objectsCompareByIdentity() {
        let one = Reference()
        #expect(equivalent(one, one))
        #expect(!equivalent(one, Reference()))
    }

    @Test func optionalsAndBranchesCompareCaseByCase() {
        #expect(equivalent(Optional(Labelled(title: "a", count: 1)), Labelled(title: "a", count: 1)))
        #expect(!equivalent(Optional(Labelled(title: "a", count: 1)), nil))
        #expect(equivalent(Optional<Labelled>.none, nil))
        func branch(_ first: Bool) -> ConditionalContent<Text, Text> {
            first ? ViewBuilder.buildEither(first: Text("a")) : ViewBuilder.buildEither(second: Text("a"))
        }
        #expect(equivalent(branch(true), branch(true)))
        #expect(!equivalent(branch(true), branch(false)))
    }

    @Test func tupleContentComparesByWhatItHolds() {
        @ViewBuilder func pair(_ second: String) -> some View {
            Text("a")
            Text(second)
        }
        #expect(equivalent(pair("b"), pair("b")))
        #expect(!equivalent(pair("b"), pair("c")))
    }

    @Test func bindingsCompareByLocation() {
        let state = State(wrappedValue: Labelled(title: "a", count: 1))
        let other = State(wrappedValue: Labelled(title: "a", count: 1))
        #expect(equivalent(state.projectedValue.title, state.projectedValue.title))
        #expect(!equivalent(state.projectedValue.title, other.projectedValue.title))
    }

    @Test func anObservedObjectIsAnInputAndStateIsNot() {
        let model = Model()
        #expect(equivalent(Shown(model: model), Shown(model: model)))
        #expect(!equivalent(Shown(model: model), Shown(model: Model())))
    }
}
