import CursesUI
import CursesUITestSupport
import Testing

@testable import BookTracker

/// Examples/BookTracker, a tutorial-style SwiftData app, driven as on iOS: the empty list
/// says so; books added in the sheet are listed by title (`@Query(sort: \Book.title)`); the
/// detail edits the book through `@Bindable` and the list follows; "Finished only" shows the
/// `#Predicate`-filtered query, longest first; Del deletes a book.
@MainActor
struct BookTrackerTests {
    func row(_ left: String, _ right: String) -> String {
        left + String(repeating: " ", count: max(1, 79 - left.count - right.count)) + right
    }

    let header = "Books" + String(repeating: " ", count: 70) + "[ + ]"

    /// Starts the app with its store in a data home of the test's own.
    func launch() -> Driver {
        let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("BookTrackerTests-\(UUID().uuidString)")
        setenv("XDG_DATA_HOME", dataHome.path, 1)
        return Driver(environment: .appMain, app: BookTrackerApp())
    }

    func addBook(_ driver: Driver, title: String, author: String, morePages: Int = 0) {
        driver.tabTo("[ + ]")
        driver.press(.enter)
        driver.expectLines([" ║ New Book                                               [ Cancel ] [ Save ] ║"], from: 3)
        driver.type(title)
        driver.press(.tab)
        driver.type(author)
        driver.press(.tab)
        for _ in 0..<morePages { driver.press(.character("+")) }
        driver.tabTo("Save")
        driver.press(.enter)
    }

    @Test func anEmptyListSaysSoAndAddedBooksAreListedByTitle() {
        let driver = launch()
        driver.expectLines([header, "Finished only                                                               [ ]"])
        #expect(driver.lines[11] == "                                  📚 No Books")
        #expect(driver.lines[13] == "                         Add a book to start your list.")
        addBook(driver, title: "Dune", author: "Frank Herbert", morePages: 2)
        driver.expectLines([
            header, "Finished only                                                               [ ]", row("○ Dune", "320 pages ›"),
            "  Frank Herbert", "",
        ])
        #expect(!driver.screen.contains("No Books"))
        addBook(driver, title: "Beloved", author: "Toni Morrison")
        driver.expectLines([
            header, "Finished only                                                               [ ]", row("○ Beloved", "300 pages ›"),
            "  Toni Morrison", row("○ Dune", "320 pages ›"),
            "  Frank Herbert", "",
        ])
    }

    @Test func theDetailEditsTheBookAndTheFilteredQueryShowsFinishedBooksLongestFirst() {
        let driver = launch()
        addBook(driver, title: "Emma", author: "Jane Austen", morePages: 1)
        addBook(driver, title: "Ulysses", author: "James Joyce", morePages: 5)
        addBook(driver, title: "Beloved", author: "Toni Morrison")
        driver.tabTo("Emma")
        driver.press(.enter)
        #expect(
            Array(driver.fieldLines.prefix(4)) == [
                "Books › Emma", "  Emma", "  Jane Austen", "  310 pages" + String(repeating: " ", count: 63) + "[−|+]",
            ])
        driver.tabTo("Finished")
        driver.press(.character(" "))
        driver.press(.escape)
        driver.expectLines([row("✓ Emma", "310 pages ›")], from: 4)
        driver.tabTo("Ulysses")
        driver.press(.enter)
        driver.tabTo("Finished")
        driver.press(.character(" "), .escape)
        driver.tabTo("Finished only")
        driver.press(.character(" "))
        driver.expectLines([
            header, "Finished only                                                               [x]", "Finished, longest first",
            row(" ✓ Ulysses", "350 pages"), "   James Joyce",
            row(" ✓ Emma", "310 pages"), "   Jane Austen", "",
        ])
        driver.press(.character(" "))
        driver.tabTo("Beloved")
        driver.press(.delete)
        driver.expectLines([
            header, "Finished only                                                               [ ]", row("✓ Emma", "310 pages ›"),
            "  Jane Austen", row("✓ Ulysses", "350 pages ›"),
            "  James Joyce", "",
        ])
    }
}
