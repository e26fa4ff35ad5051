import CursesUI
@_spi(Reflection) import Swift
import Testing

@testable import CursesUICore

/// The framework types ``KnownComparisons`` compares without asking the runtime are what it
/// takes them for, whatever their content, and compare as the questions would have had them.
@MainActor
struct KnownComparisonsTests {
    struct Row: View {
        var title: String
        var body: some View { Text(title) }
    }

    /// What the runtime answers of `type`, the questions ``ValueComparer`` skips for it.
    func askedOf(_ type: Any.Type) -> [String] {
        var answers: [String] = []
        if type is any Equatable.Type { answers.append("Equatable") }
        if type is any CustomReflectable.Type { answers.append("CustomReflectable") }
        if type is any DynamicProperty.Type { answers.append("DynamicProperty") }
        if type is any ComparedByRule.Type { answers.append("ComparedByRule") }
        return answers
    }

    @Test func eachStructKnownByItsDescriptorConformsToNoneOfTheSkippedProtocols() {
        let known: [Any.Type] = [
            ModifiedContent<Text, PaddingModifier>.self, ModifiedContent<Row, EmptyView>.self,
            VStack<Text>.self, HStack<TupleView<Text, Row>>.self, ZStack<Row>.self, Group<Text>.self,
            PresentationHost<Row, Text>.self, PresentationHost<Text, EmptyView>.self,
        ]
        for type in known {
            #expect(KnownComparisons.comparesByFields(type, kind: ValueComparer.kind(of: type)), "\(type)")
            #expect(askedOf(type).isEmpty, "\(type) is \(askedOf(type))")
        }
        #expect(!KnownComparisons.comparesByFields(Row.self, kind: .struct))
        #expect(!KnownComparisons.comparesByFields(Text.self, kind: .struct))
        #expect(KnownComparisons.equality(for: Row.self) == nil)
    }

    @Test func valueTypesWithARuleAreKnownByDescriptorAsTheRuntimeAnswers() {
        let withRule: [Any.Type] = [
            Binding<Int>.self, Binding<Row?>.self, ConditionalContent<Text, Row>.self, Optional<Text>.self, Int?.self,
        ]
        let without: [Any.Type] = [Row.self, Text.self, Int.self, [Int].self, VStack<Text>.self, State<Int>.self]
        for type in withRule + without {
            #expect(KnownComparisons.hasRule(type) == (type is any ComparedByRule.Type), "\(type)")
        }
        #expect(withRule.allSatisfy(KnownComparisons.hasRule))
        #expect(!without.contains(where: KnownComparisons.hasRule))
    }

    struct Tappable: View {
        var action: () -> Void
        var body: some View { Text("tap") }
    }

    @Test func knownTypesCompareByWhatTheyHold() {
        func equivalent<T>(_ a: T, _ b: T) -> Bool { ValueEquality.isEquivalentInPlace(a, b) }
        #expect(equivalent(Text("a"), Text("a")))
        #expect(!equivalent(Text("a"), Text("b")))
        func padded(_ title: String, _ length: Int) -> some View { Row(title: title).padding(.all, length) }
        #expect(equivalent(padded("a", 1), padded("a", 1)))
        #expect(!equivalent(padded("a", 1), padded("b", 1)))
        #expect(!equivalent(padded("a", 1), padded("a", 2)))
        #expect(equivalent(VStack { Row(title: "a") }, VStack { Row(title: "a") }))
        #expect(!equivalent(VStack { Row(title: "a") }, VStack { Row(title: "b") }))
        #expect(!equivalent(VStack(spacing: 1) { Row(title: "a") }, VStack(spacing: 2) { Row(title: "a") }))
        #expect(ValueComparer.of(ModifiedContent<Tappable, EmptyView>.self).neverEqual)
        #expect(!ValueComparer.of(ModifiedContent<Row, EmptyView>.self).neverEqual)
    }
}
