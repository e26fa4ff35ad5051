import CursesUI
import CursesUITestSupport
import Testing

@testable import ReadingList

/// Examples/ReadingList, driven as PROGRAMS.md drives it on iOS: the library loads in `.task`
/// (its model is written off the main actor), the segmented status filter and the stored sort
/// order choose the rows, a swipe starts a book, and the detail's page stepper shows progress
/// and finishes the book on its last page.
@MainActor
struct ReadingListTests {
    func launch(_ store: ObservableKeyValueStore) async -> Driver {
        var environment = EnvironmentValues.appMain
        environment.appStorage = store
        let driver = Driver(environment: environment, app: ReadingListApp())
        #expect(await driver.waitUntil { driver.screen.contains("The Hobbit") })
        return driver
    }

    @Test func theLibraryLoadsAndTheFilterAndStoredSortChooseTheRows() async {
        let store = ObservableKeyValueStore(InMemoryKeyValueStore())
        let driver = await launch(store)
        driver.expectLines([
            "Reading List                                                       [ ⇅ ▾ ] [ + ]",
            "        Want to Read       |[        Reading        ]|        Finished",
            "📚 The Hobbit                                                              0% ›",
            "   J. R. R. Tolkien",
            "",
        ])
        driver.press(.left)  // the status picker has the focus: Want to Read
        driver.expectLines(
            [
                "🔖 Circe                                                                      ›", "   Madeline Miller",
                "🔖 Project Hail Mary                                                          ›", "   Andy Weir",
            ], from: 2)
        driver.tabTo("[ ⇅ ▾ ]")
        driver.press(.enter, .down, .enter)  // Sort By: Author
        #expect(driver.lines[2].hasPrefix("🔖 Project Hail Mary"), "Andy Weir before Madeline Miller")
        driver.tabTo("Want to Read")
        driver.press(.right, .right)  // Finished, still by author
        driver.expectLines(
            [
                "✓ Dune                                                                  ★★★★★ ›", "  Frank Herbert",
                "✓ Emma                                                                    ★★★ ›", "  Jane Austen",
            ], from: 2)

        let again = await launch(store)
        again.press(.left)
        #expect(again.lines[2].hasPrefix("🔖 Project Hail Mary"), "the sort order outlives the run")
    }

    @Test func aSwipeStartsABookAndThePageStepperFinishesIt() async {
        let driver = await launch(ObservableKeyValueStore(InMemoryKeyValueStore()))
        driver.press(.left)
        driver.tabTo("Circe")
        driver.press(.right)  // the row's actions, as a swipe shows them
        #expect(driver.screen.contains("[ Start ]") && driver.screen.contains("[ Delete ]"))
        driver.press(.enter)
        #expect(!driver.screen.contains("Circe"))
        driver.tabTo("Want to Read")
        driver.press(.right)
        #expect(driver.lines.filter { $0.hasSuffix("0% ›") }.count == 2, "Circe is being read too")

        driver.tabTo("The Hobbit")
        driver.press(.enter)
        driver.expectLines([
            "Reading List › The Hobbit",
            "  The Hobbit___________________________________________________________________",
            "  J. R. R. Tolkien_____________________________________________________________",
            "  Status                                                         ‹📚 Reading› ▾",
            "",
            " Progress",
            "  310__________________________________________________________________________",
            "  Page 0                                                                  [ |+]",
        ])
        driver.tabTo("Page 0")
        driver.press(.character("+"), .character("+"), .character("+"))
        driver.expectLine(7, "  Page 30                                                                 [−|+]")
        driver.press(.escape)
        #expect(driver.lines.contains("📚 The Hobbit                                                             10% ›"))

        driver.tabTo("The Hobbit")
        driver.press(.enter)
        driver.press(.tab, .tab, .tab)  // the Pages field
        driver.press(.control("u"))
        driver.type("40")
        driver.press(.tab, .character("+"))  // page 40 of 40: finished
        driver.expectLine(3, "  Status                                                         ‹✓ Finished› ▾")
    }
}
