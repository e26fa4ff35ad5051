import CursesUI
import CursesUITestSupport
import Testing

/// What a flash-card or workout program writes that a terminal shows in its own way: a card
/// turned over with `rotation3DEffect`, a screen titled by a binding, and the symbols of a
/// study or workout screen.
@MainActor
struct FlashCardIdiomsTests {
    struct Card: View {
        let isBack: Bool
        var body: some View {
            Text(isBack ? "Paris" : "France")
                .rotation3DEffect(.degrees(isBack ? 180 : 0), axis: (x: 0, y: 1, z: 0))
                .rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0), anchor: .top, anchorZ: 2, perspective: 0.5)
        }
    }

    @Test func aCardTurnedWithRotation3DEffectReadsForwards() {
        let front = Driver(size: Size(width: 10, height: 1)) { Card(isBack: false) }
        let back = Driver(size: Size(width: 10, height: 1)) { Card(isBack: true) }
        #expect(front.lines == ["France"])
        #expect(back.lines == ["Paris"])
    }

    @Observable final class Deck {
        var name = "Capitals"
    }

    struct DeckScreen: View {
        @Bindable var deck: Deck
        var body: some View {
            NavigationStack {
                TextField("Name", text: $deck.name)
                    .navigationTitle($deck.name)
            }
        }
    }

    @Test func aTitleFromABindingShowsTheBoundTextAsItChanges() {
        let deck = Deck()
        let driver = Driver(size: Size(width: 30, height: 3)) { DeckScreen(deck: deck) }
        driver.expectLine(0, "Capitals")
        driver.press(.control("u"))
        driver.type("Rivers")
        driver.expectLines(["Rivers", "Rivers________________________"])
        #expect(deck.name == "Rivers")
    }

    @Test func studyAndWorkoutSymbolsHaveGlyphs() {
        let driver = Driver(size: Size(width: 30, height: 4)) {
            VStack(alignment: .leading) {
                Label("Study", systemImage: "play.fill")
                Label("Sort", systemImage: "arrow.up.arrow.down")
                Label("Run", systemImage: "figure.run")
                Label("Strength", systemImage: "dumbbell")
            }
        }
        driver.expectLines(["▶ Study", "⇅ Sort", "🏃 Run", "💪 Strength"])
    }

    @Test func aLabelOfTwoTextsIsATitleWithASubtitleUnderIt() {
        let driver = Driver(size: Size(width: 30, height: 3)) {
            VStack(alignment: .leading) {
                LabeledContent {
                    Text("Best 3/4")
                } label: {
                    Text("Capitals")
                    Text("4 cards")
                }
                LabeledContent("Spanish", value: "3 cards")
            }
        }
        driver.expectLines([
            "Capitals" + String(repeating: " ", count: 14) + "Best 3/4", "4 cards",
            "Spanish" + String(repeating: " ", count: 16) + "3 cards",
        ])
        #expect(driver.terminal.screen[0, 1].style.dim, "the subtitle is secondary")
        #expect(!driver.terminal.screen[0, 0].style.dim)
    }
}
