import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import MovieSearch

/// Examples/MovieSearch, driven as PROGRAMS12.md drives it on iOS: the pretend service's top
/// rated films after "Searching…", a search by year and one with no match (typed in Chinese),
/// a genre scope, and a film's detail, whose cast and reviews load side by side and whose heart
/// puts the film in a "Favorites" section.
@MainActor
@Suite(.serialized)
struct MovieSearchTests {
    init() { UserDefaults.standard.removeObject(forKey: "favoriteMovieIDs") }

    /// `line` padded to the scroll indicator's column, then `bar` (nil: no indicator drawn).
    func withBar(_ line: String, _ bar: String?) -> String {
        guard let bar else { return line }
        return line.padding(toLength: 79, withPad: " ", startingAt: 0) + bar
    }

    /// A film's four rows: the poster's first row, its letter with the title, the rating and the
    /// chevron (centred beside the row, as on iOS), the year and genre, and the poster's last row.
    func movieRows(_ title: String, _ rating: String, _ subtitle: String, bar: String? = nil) -> [String] {
        let first = "   \(title.prefix(1))     \(title)"
        let titleLine = first + String(repeating: " ", count: 77 - first.count - rating.count - 2) + "★ " + rating
        return [
            withBar("", bar), withBar(titleLine + " ›", bar),
            withBar("         " + subtitle, bar), withBar("", bar),
        ]
    }

    let header = ["Movies", "⌕ Title or year" + String(repeating: "_", count: 65)]

    /// The app once the first search has answered (Spirited Away is second in "Top Rated").
    func launch() async -> Driver {
        let driver = Driver(environment: .appMain, app: MovieSearchApp())
        #expect(await driver.waitUntil { driver.lines.contains { $0.hasPrefix("   S     Spirited Away") } })
        return driver
    }

    @Test func topRatedFilmsComeFirstAndAScopeNarrowsThem() async {
        let driver = await launch()
        driver.expectLines(
            header + ["  [     All     ]|     Drama     |    Comedy     |    Sci-Fi     |  Animation", withBar("Top Rated", "┃")]
                + movieRows("Interstellar", "8.7", "2014 · Sci-Fi", bar: "┃")
                + movieRows("Spirited Away", "8.6", "2001 · Animation", bar: "┃"))
        driver.press(.tab, .right)  // the scope bar: Drama
        #expect(await driver.waitUntil { driver.lines[5].hasPrefix("   W     Whiplash") && driver.lines[9].isEmpty })
        driver.expectLines(
            header + ["        All      |[    Drama    ]|    Comedy     |    Sci-Fi     |  Animation", "Top Rated"]
                + movieRows("Whiplash", "8.5", "2014 · Drama")
                + ["", "", ""])
    }

    @Test func searchingByYearAndForNothing() async {
        let driver = await launch()
        driver.type("2014")  // the search field has the focus at launch
        #expect(
            await driver.waitUntil {
                driver.lines[3] == "Results" && driver.lines[13].hasPrefix("   T     The Grand")
            })
        driver.expectLines(
            [
                "Movies", "⌕ 2014" + String(repeating: "_", count: 74),
                "  [     All     ]|     Drama     |    Comedy     |    Sci-Fi     |  Animation", "Results",
            ]
                + movieRows("Interstellar", "8.7", "2014 · Sci-Fi") + movieRows("Whiplash", "8.5", "2014 · Drama")
                + movieRows("The Grand Budapest Hotel", "8.1", "2014 · Comedy"))
        driver.press(.backspace, .backspace, .backspace, .backspace)
        driver.type("星際xyz")
        let noResults = String(repeating: " ", count: 26) + "🔍 No Results for “星際xyz”"
        #expect(await driver.waitUntil { driver.lines[12] == noResults })
        driver.expectLines(
            [
                "⌕ 星際xyz" + String(repeating: "_", count: 71),
                "  [     All     ]|     Drama     |    Comedy     |    Sci-Fi     |  Animation", "Results",
            ], from: 1)
        driver.expectLine(14, String(repeating: " ", count: 20) + "Check the spelling or try a new search.")
    }

    @Test func aFavouriteIsListedAboveTopRated() async {
        let driver = await launch()
        driver.press(.tab, .tab, .enter)  // past the scope bar to Interstellar
        #expect(await driver.waitUntil { driver.screen.contains("Finn Hale, Ben Okafor, and Dev Patel") })
        driver.expectLine(0, "Movies › Interstellar" + String(repeating: " ", count: 54) + "[ ♡ ]")
        // As on iOS, the detail shows its top: the poster and the title, not its last buttons;
        // the focus is on the heart, the first control on screen.
        driver.expectLines(
            [
                "                                                                               ┃",
                "                Interstellar                                                   ┃",
                "                🕒 169 min                                                     ┃",
                "                🎬 Sci-Fi                                                      ┃",
                "                ★ 8.7 / 10                                                     ┃",
                "       I                                                                       ┃",
            ], from: 1)
        #expect(!driver.screen.contains("Arrival"), "the More Sci-Fi button is further down")
        driver.press(.enter)  // the heart
        driver.expectLine(0, "Movies › Interstellar" + String(repeating: " ", count: 54) + "[ ♥ ]")
        driver.press(.escape)
        let favourites =
            header + ["  [     All     ]|     Drama     |    Comedy     |    Sci-Fi     |  Animation", withBar("Favorites", "┃")]
            + movieRows("Interstellar", "8.7", "2014 · Sci-Fi", bar: "┃") + [withBar("", "┃"), withBar("Top Rated", "┃")]
        #expect(await driver.waitUntil { Array(driver.lines.prefix(favourites.count)) == favourites })
        driver.expectLines(favourites)
    }
}
