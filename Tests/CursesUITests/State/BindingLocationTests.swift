import CursesUI
import FoundationEssentials
import Testing

@testable import CursesUICore

/// A binding is the same input to a view when it was built the same way from the same places
/// (the graph compares inputs with `ValueEquality`); only hand-made closures stay unique.
@MainActor
struct BindingLocationTests {
    struct Profile {
        var name = "Ada"
        var tags = ["a", "b"]
    }

    func isSameInput<Value>(_ a: Binding<Value>, _ b: Binding<Value>) -> Bool { ValueEquality.isEquivalent(a, b) }

    /// The conversion one screen writes for its field, made anew on every evaluation.
    func nameLength(_ profile: Binding<Profile>) -> Binding<Int> {
        profile.name.map(get: { $0.count }, set: { String(repeating: "x", count: $0) })
    }

    @Test func projectionsOfOneStateAreTheSameInputAndOfAnotherAreNot() {
        let profile = State(wrappedValue: Profile())
        let other = State(wrappedValue: Profile())
        #expect(isSameInput(profile.projectedValue.name, profile.projectedValue.name))
        #expect(!isSameInput(profile.projectedValue.name, other.projectedValue.name))
    }

    @Test func aMapFromTheSameLineOnTheSameBaseIsTheSameInput() {
        let profile = State(wrappedValue: Profile())
        let other = State(wrappedValue: Profile())
        #expect(isSameInput(nameLength(profile.projectedValue), nameLength(profile.projectedValue)))
        #expect(!isSameInput(nameLength(profile.projectedValue), nameLength(other.projectedValue)))
        let elsewhere = profile.projectedValue.name.map(get: { $0.count }, set: { String(repeating: "x", count: $0) })
        #expect(!isSameInput(nameLength(profile.projectedValue), elsewhere), "another line is another conversion")
    }

    @Test func unwrappingTheSameOptionalTwiceIsTheSameInput() throws {
        let name = State<String?>(wrappedValue: "Ada")
        let other = State<String?>(wrappedValue: "Lin")
        let first = try #require(Binding(name.projectedValue))
        let second = try #require(Binding(name.projectedValue))
        #expect(isSameInput(first, second))
        #expect(!isSameInput(first, try #require(Binding(other.projectedValue))))
    }

    @Test func theSameElementOfACollectionIsTheSameInputAndAnotherIsNot() {
        let profile = State(wrappedValue: Profile())
        #expect(isSameInput(profile.projectedValue.tags[0], profile.projectedValue.tags[0]))
        #expect(!isSameInput(profile.projectedValue.tags[0], profile.projectedValue.tags[1]))
    }

    @Test func aFormattedFieldMadeAgainWithTheSameFormatIsTheSameView() {
        let amount = State(wrappedValue: 12)
        let field = TextField("Amount", value: amount.projectedValue, format: .number)
        #expect(ValueEquality.isEquivalent(field, TextField("Amount", value: amount.projectedValue, format: .number)))
        let price = State(wrappedValue: Decimal(12))
        #expect(
            !ValueEquality.isEquivalent(
                TextField("Price", value: price.projectedValue, format: .currency(code: "EUR")),
                TextField("Price", value: price.projectedValue, format: .currency(code: "USD"))))
    }

    @Test func aHandMadeBindingEqualsOnlyItsCopies() {
        let profile = State(wrappedValue: Profile())
        let box = profile.projectedValue
        let handMade = Binding(get: { box.wrappedValue.name }, set: { box.wrappedValue.name = $0 })
        let copy = handMade
        #expect(isSameInput(handMade, copy))
        #expect(!isSameInput(handMade, Binding(get: { box.wrappedValue.name }, set: { box.wrappedValue.name = $0 })))
        #expect(!isSameInput(handMade, box.name))
    }

    @Test func equalBindingsReadAndWriteTheSamePlace() throws {
        let profile = State(wrappedValue: Profile())
        let length = nameLength(profile.projectedValue)
        length.wrappedValue = 4
        #expect(profile.wrappedValue.name == "xxxx")
        let tag = profile.projectedValue.tags[1]
        tag.wrappedValue = "z"
        #expect(profile.wrappedValue.tags == ["a", "z"])
        let name = State<String?>(wrappedValue: "Ada")
        let unwrapped = try #require(Binding(name.projectedValue))
        unwrapped.wrappedValue = "Lin"
        #expect(name.wrappedValue == "Lin")
    }
}
