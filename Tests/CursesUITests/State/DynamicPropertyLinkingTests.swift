import CursesUI
import CursesUITestSupport
import Testing

/// `@State` that is not a view's own stored property: inside a custom `DynamicProperty` and
/// inside a `ViewModifier`, each kept by the node across re-renders, beside fields of kinds
/// no protocol can be declared for (a closure, a tuple, an existential) and a class.
@MainActor
struct DynamicPropertyLinkingTests {
    final class Presses {
        var count = 0
    }

    /// A custom dynamic property with `@State` of its own, as SwiftUI links a property
    /// wrapper's own `@State`.
    struct Tally: DynamicProperty {
        @State private var count = 0
        var value: Int { count }
        func add() { count += 1 }
    }

    struct TallyView: View {
        let label: String
        let tag: (Int, String)
        let style: any Sendable
        let presses: Presses
        let onAdd: () -> Void
        var tally = Tally()

        var body: some View {
            VStack(alignment: .leading) {
                Text("\(label) \(tag.1): \(tally.value)")
                Button("Add") {
                    tally.add()
                    onAdd()
                }
            }
        }
    }

    struct Basket: View {
        let presses: Presses
        @State private var round = 0

        var body: some View {
            VStack(alignment: .leading) {
                TallyView(label: "round \(round)", tag: (1, "apples"), style: "plain", presses: presses) {
                    presses.count += 1
                }
                Button("Next round") { round += 1 }
            }
        }
    }

    @Test func aCustomDynamicPropertysStateIsKeptAcrossItsParentsReRender() {
        let presses = Presses()
        let driver = Driver(size: Size(width: 20, height: 3)) { Basket(presses: presses) }
        driver.press(.enter, .enter)  // Add, twice
        driver.expectLines(["round 0 apples: 2"])
        driver.press(.tab, .enter)  // Next round: the parent passes a new label
        driver.expectLines(["round 1 apples: 2"])
        #expect(presses.count == 2)
    }

    /// A modifier whose `@State` lives in the node of the view it makes.
    struct Expandable: ViewModifier {
        let details: String
        @State private var expanded = false

        func body(content: Content) -> some View {
            VStack(alignment: .leading) {
                content
                Button(expanded ? "Less" : "More") { expanded.toggle() }
                if expanded { Text(details) }
            }
        }
    }

    @Test func aViewModifiersStateIsKeptBetweenKeys() {
        let driver = Driver(size: Size(width: 20, height: 3)) { Text("Title").modifier(Expandable(details: "details")) }
        driver.expectLines(["Title", "[ More ]", ""])
        driver.press(.enter)
        driver.expectLines(["Title", "[ Less ]", "details"])
        driver.press(.enter)
        driver.expectLines(["Title", "[ More ]", ""])
    }
}
