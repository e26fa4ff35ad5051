import CursesUITestSupport
import Testing

@testable import CursesUICore

/// ``NodeModifierTypes``: the modifier types `modifier(_:)` notes, by which a modified view
/// finds its built-in view without asking the runtime about its modifier's conformance, and
/// the cast that still finds a modifier never noted.
@MainActor
struct NodeModifierTypesTests {
    /// A modifier this suite alone uses, and never through `modifier(_:)`.
    struct NeverApplied: NodeModifier {
        func apply(to node: Node) {}
    }

    /// A tag value this suite alone uses.
    struct Seat: Hashable {
        var number: Int
    }

    /// A tag value only the first test uses: the tests run in parallel and share the table.
    struct Row: Hashable {
        var number: Int
    }

    @Test func aModifierAppliedIsNotedAndOthersAreNot() {
        #expect(NodeModifierTypes.noted(TagModifier<Row>.self) == nil)
        _ = Text("a").modifier(TagModifier(value: Row(number: 1)))
        #expect(NodeModifierTypes.noted(TagModifier<Row>.self) != nil)
        #expect(NodeModifierTypes.noted(NeverApplied.self) == nil)
        #expect(NodeModifierTypes.noted(Int.self) == nil)
        #expect(NodeModifierTypes.noted(TagModifier<[Row]>.self) == nil)
    }

    @Test func aNotedModifierMakesItsOwnBuiltInView() {
        let tagged = Text("a").modifier(TagModifier(value: Seat(number: 2)))
        let primitive = tagged._builtIn?.primitive
        #expect(primitive is TaggedView<Text>)
        #expect((primitive as? TaggedView<Text>)?.tag == AnyHashable(Seat(number: 2)))
        let padded = Text("a").modifier(PaddingModifier(insets: EdgeInsets(1, on: .all)))
        #expect(padded._builtIn?.primitive is ModifiedContent<Text, PaddingModifier>)
    }

    @Test func aModifierNeverNotedIsFoundByItsConformance() {
        let view = ModifiedContent(content: Text("a"), modifier: NeverApplied())
        #expect(view._builtIn?.primitive is ModifiedContent<Text, NeverApplied>)
        #expect(NodeModifierTypes.noted(NeverApplied.self) == nil)
    }

    @Test func aModifierThatIsNoNodeModifierIsNotBuiltIn() {
        let view = ModifiedContent(content: Text("a"), modifier: Seat(number: 3))
        #expect(view._builtIn == nil)
    }

    @Test func aModifiedViewIsDrawnTheSameWhicheverWayItsModifierIsFound() {
        let insets = EdgeInsets(1, on: .all)
        let noted = Driver { Text("ab").modifier(PaddingModifier(insets: insets)) }
        let cast = Driver { ModifiedContent(content: Text("ab"), modifier: PaddingModifier(insets: insets)) }
        #expect(noted.lines == cast.lines)
        #expect(noted.lines[1] == " ab")
    }
}
