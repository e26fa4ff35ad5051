import CursesUI
import CursesUITestSupport
import Testing

@testable import RecipeBook

/// Examples/RecipeBook, driven as PROGRAMS.md drives it on iOS: search finds recipes by name or
/// ingredient, the detail rescales its ingredients with the servings stepper, the star toggles
/// a favourite, a recipe saved from the sheet is listed under its course, and a swipe favourites
/// or deletes a row.
@MainActor
struct RecipeBookTests {
    func launch() -> Driver { Driver(environment: .appMain, app: RecipeBookApp()) }

    @Test func theBookListsItsRecipesByCourseAndSearchFindsIngredients() async {
        let driver = launch()
        driver.expectLines([
            "Recipes                                                              [ ] ☆ [ + ]",
            "⌕ Recipes or ingredients________________________________________________________",
            "Breakfast",
            " Pancakes                                                                   ★ ›",
            " 20 min · serves 4",
            "",
            "Main",
            " Tomato Soup                                                                  ›",
            " 35 min · serves 2",
            " Mushroom Risotto                                                             ›",
            " 45 min · serves 4",
            "",
            "Dessert",
            " Chocolate Mousse                                                             ›",
            " 15 min · serves 6",
        ])
        driver.type("/eggs")
        #expect(driver.lines.filter { $0.hasSuffix("›") }.map { $0.split(separator: " ").first ?? "" } == ["Pancakes", "Chocolate"])
        driver.press(.control("u"))
        driver.type("zzz")
        // Centred on the list that fills the screen, as the overlay is on iOS.
        driver.expectLines(
            ["                            🔍 No Results for “zzz”", "", "                    Check the spelling or try a new search."],
            from: 11)
    }

    @Test func theServingsStepperRescalesTheIngredientsAndTheStarUnfavourites() {
        let driver = launch()
        driver.tabTo("Pancakes")
        driver.press(.enter)
        driver.expectLines([
            "Recipes › Pancakes                                                         [ ★ ]",
            " Course                                                               Breakfast",
            " Time                                                                20 minutes",
            " Servings: 4                                                              [−|+]",
            "",
            "Ingredients",
            " Flour                                                                    200 g",
            " Milk                                                                    300 ml",
            " Eggs                                                                        2",
        ])
        driver.tabTo("Servings")
        driver.press(.character("+"), .character("+"))
        driver.expectLines(
            [
                " Servings: 6                                                              [−|+]", "", "Ingredients",
                " Flour                                                                    300 g",
                " Milk                                                                    450 ml",
                " Eggs                                                                        3",
            ], from: 3)
        driver.tabTo("[ ★ ]")
        driver.press(.enter, .escape)
        driver.expectLine(3, " Pancakes                                                                     ›")
    }

    @Test func aRecipeSavedFromTheSheetIsListedUnderItsCourse() {
        let driver = launch()
        driver.tabTo("[ + ]")
        driver.press(.enter)
        #expect(driver.lines[4].contains("New Recipe") && driver.lines[4].hasSuffix("[ Cancel ] [ Save ] ║"))
        driver.press(.enter)  // Save is disabled while the name is empty
        #expect(driver.screen.contains("New Recipe"))
        driver.type("Toast")
        driver.press(.tab, .enter, .up, .enter)  // Course: Breakfast
        #expect(driver.lines[7].hasPrefix(" ║   Course" + String(repeating: " ", count: 52) + "‹Breakfast› ▾  ║"))
        driver.press(.tab, .tab, .tab)  // past the two steppers to the ingredient's name
        driver.type("Bread")
        driver.press(.tab, .control("u"))
        driver.type("2")
        driver.press(.tab, .enter)  // the add button, which then turns itself off
        #expect(driver.lines[12].hasSuffix("║   Bread                                                                 2  ║"))
        driver.press(.tab)  // focus went back to the quantity beside it: on to the steps
        driver.type("Toast the bread.")
        #expect(driver.lines[16].hasSuffix("║   Toast the bread._______________________________________________________  ║"))
        driver.tabTo("Save")
        driver.press(.enter)
        driver.expectLines(
            [
                "Breakfast",
                " Pancakes                                                                   ★ ›",
                " 20 min · serves 4",
                " Toast                                                                        ›",
                " 30 min · serves 2",
            ], from: 2)
    }

    @Test func aSwipeFavouritesOrDeletesARow() {
        let driver = launch()
        driver.tabTo("Tomato Soup")
        driver.press(.right)  // the row's actions, as a swipe shows them
        #expect(driver.screen.contains("[ ☆ Favorite ]") && driver.screen.contains("[ Delete ]"))
        driver.press(.enter)
        driver.expectLine(7, " Tomato Soup                                                                ★ ›")
        driver.press(.right, .down, .enter)  // Delete
        driver.expectLines(["Main", " Mushroom Risotto                                                             ›"], from: 6)
    }

    @Test func favouritesOnlyWithNoneLeftSaysSo() {
        let driver = launch()
        driver.tabTo("Pancakes")
        driver.press(.right, .enter)  // unfavourite: no favourites left
        driver.tabTo("[ ] ☆")
        driver.press(.character(" "))
        #expect(driver.lines[0].hasSuffix("  [x] ☆ [ + ]"))
        driver.expectLines(
            ["                                 ☆ No Favorites", "", "                 Swipe right on a recipe to make it a favorite."],
            from: 11)
    }
}
