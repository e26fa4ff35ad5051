import CursesUI
import CursesUITestSupport
import Testing

@testable import FlashCards

/// Examples/FlashCards, driven as PROGRAMS.md drives it on iOS: a deck studied in order (Shuffle
/// off, a stored setting) turns each card over before it can be answered, counts the cards
/// known, and leaves its best score in the deck list; decks and cards are added and the empty
/// deck cannot be studied.
@MainActor
struct FlashCardsTests {
    /// The app at 80×24, where the study view's card (`minHeight: 200` points, 12 rows) gives
    /// way to the hint and the answer buttons after it.
    func launch() -> Driver {
        var environment = EnvironmentValues.appMain
        environment.appStorage = ObservableKeyValueStore(InMemoryKeyValueStore())
        return Driver(size: Size(width: 80, height: 24), environment: environment, app: FlashCardsApp())
    }

    @Test func studyingADeckTurnsEachCardAndKeepsTheBestScore() throws {
        let driver = launch()
        driver.expectLines([
            "Flash Cards                                                       [ Edit ] [ + ]",
            "Capitals                                                                      ›",
            "4 cards",
            "Spanish                                                                       ›",
            "3 cards",
        ])
        driver.press(.enter)  // Capitals
        driver.expectLines([
            "Flash Cards › Capitals",
            "  [ ▶ Study 4 Cards ]",
            "  Shuffle                                                                   [x]",
            "",
            " Cards",
            "  France                                                                  Paris",
            "  Japan                                                                   Tokyo",
            "  Canada                                                                 Ottawa",
            "  Kenya                                                                 Nairobi",
        ])
        driver.tabTo("Shuffle")
        driver.press(.character(" "))  // in order, as the cards are listed
        driver.tabTo("Study 4 Cards")
        driver.press(.enter)
        // The cover covers the whole screen, the stack's header line included, as on iOS, with
        // its own navigation bar first.
        // The stack offers its rows to the least flexible first, as SwiftUI's does: the card
        // (`minHeight: 200`, 12 rows) gives way, so the hint and the buttons keep theirs at 24
        // rows; the card's text is in its middle, the hint and buttons centred.
        let edge = String(repeating: "━", count: 76)
        let inside = " ┃" + String(repeating: " ", count: 76) + "┃"
        driver.expectLines(
            [
                "Capitals                                                       [ Done ] Score: 0", "",
                " Card 1 of 4", " " + String(repeating: "░", count: 78), "", "", " ╭\(edge)╮", inside, inside, inside, inside,
                " ┃" + String(repeating: " ", count: 35) + "France" + String(repeating: " ", count: 35) + "┃", inside, inside,
                inside, inside, inside, " ╰\(edge)╯", "", "                          Tap the card to turn it over", "", "",
                "                      [ ✕ Still Learning ] [ ✓ I Knew It ]",
            ])
        for (front, back, knew) in [("France", "Paris", true), ("Japan", "Tokyo", true), ("Canada", "Ottawa", false)] {
            #expect(driver.screen.contains(front))
            driver.press(.enter)  // the card, which has the focus: turn it over
            #expect(driver.screen.contains(back) && driver.screen.contains("Did you know it?"))
            driver.tabTo(knew ? "I Knew It" : "Still Learning")
            driver.press(.enter)
        }
        #expect(driver.lines[0].hasSuffix("Score: 2") && driver.lines[2] == " Card 4 of 4")
        let buttons = try #require(driver.lines.firstIndex { $0.contains("[ ✕ Still Learning ] [ ✓ I Knew It ]") })
        #expect(driver.terminal.screen[22, buttons].style.dim, "disabled until the card is turned")
        #expect(driver.screen.contains("Kenya"))
        driver.press(.enter)  // the card kept the focus: turn it
        #expect(driver.screen.contains("Nairobi"))
        driver.tabTo("I Knew It")
        driver.press(.enter)
        #expect(driver.screen.contains("You knew 3 of 4") && driver.screen.contains("[ Study Again ]"))
        driver.press(.escape, .escape)  // Done, then back to the decks
        driver.expectLines(["Capitals                                                             Best 3/4 ›", "4 cards"], from: 1)
    }

    @Test func aNewDeckIsNamedInAnAlertAndCardsAreAddedToIt() {
        let driver = launch()
        driver.tabTo("[ + ]")
        driver.press(.enter)
        #expect(driver.screen.contains("═ New Deck ═"))
        driver.type("German")
        driver.tabTo("Create")
        driver.press(.enter)
        driver.expectLines(["German                                                                        ›", "0 cards"], from: 5)
        driver.tabTo("German")
        driver.press(.enter)
        driver.expectLines([
            "Flash Cards › German", "  [ ▶ Study 0 Cards ]",
            "  Shuffle                                                                   [x]", "", " Cards",
            "  No cards yet. Add one below.",
        ])
        driver.press(.enter)  // Study is disabled with no cards
        #expect(driver.lines[0] == "Flash Cards › German")
        driver.tabTo("Shuffle")
        driver.press(.tab)  // the Front field
        driver.type("dog")
        driver.press(.tab)
        driver.type("der Hund")
        driver.press(.tab, .enter)  // Add Card
        driver.expectLines(["Flash Cards › German", "  [ ▶ Study 1 Cards ]"])
        driver.expectLine(5, "  dog                                                                  der Hund")
    }
}
