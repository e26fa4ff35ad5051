import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import RepoBrowser

/// Examples/RepoBrowser, driven as PROGRAMS13.md drives it on iOS: the pretend service's
/// repositories by stars, the Sort menu, and a repository's detail whose issues load and push
/// their own page, and whose magnifier pops back to the search; `/` reaches the search field
/// from the header's toolbar and from the list.
@MainActor
@Suite(.serialized)
struct RepoBrowserTests {
    /// The screen's rows, the list's without the last column, where it draws its scroll
    /// indicator (its length follows how many pages have come in).
    func text(_ driver: Driver) -> [String] {
        Array(driver.lines.prefix(2))
            + driver.lines.dropFirst(2).map { line in
                var row = String(line.prefix(79))
                while row.last == " " { row.removeLast() }
                return row
            }
    }

    /// A repository's three rows: its name, its description with the link's chevron (centred
    /// on the row, as on iOS), and the language, stars and forks.
    func repo(_ name: String, _ summary: String, _ caption: String) -> [String] {
        [name, summary + String(repeating: " ", count: 78 - summary.count) + "›", caption]
    }

    func header(_ query: String = "") -> [String] {
        let field = query.isEmpty ? "Search repositories" : query
        return [
            "Repositories" + String(repeating: " ", count: 61) + "[ ⇅ ▾ ]",
            "⌕ " + field + String(repeating: "_", count: 78 - field.count),
        ]
    }

    /// The app once the first page has come in.
    func launch() async -> Driver {
        let driver = Driver(environment: .appMain, app: RepoBrowserApp())
        #expect(await driver.waitUntil { driver.lines[2].hasPrefix("ferris/pixel-fast-7") })
        return driver
    }

    @Test func theMostStarredComeFirst() async {
        let driver = await launch()
        #expect(
            Array(text(driver).prefix(8))
                == header() + repo("ferris/pixel-fast-7", "A pixel and fast library for Rust developers.", "</> Rust  ☆ 48K  ⑂ 3,688")
                + repo("apple/pretty-pixel-13", "A pretty and pixel library for Go developers.", "</> Go  ☆ 47K  ⑂ 2,366"))
    }

    @Test func theSortMenuOrdersByName() async {
        let driver = await launch()
        // The "Loading more…" row is below the screen, so no second page is loading (as on
        // iOS) and the program's own `guard !isLoading` keeps no sort out.
        driver.focus("[ ⇅ ▾ ]")
        driver.press(.enter)
        driver.press(.down, .down, .enter)  // past Most Forks to Name
        #expect(await driver.waitUntil { driver.lines[2].hasPrefix("gopher/async-nova-12") })
        #expect(
            Array(text(driver).prefix(8))
                == header() + repo("gopher/async-nova-12", "A async and nova library for Rust developers.", "</> Rust  ☆ 39K  ⑂ 1,753")
                + repo("apple/async-nova-21", "A async and nova library for Swift developers.", "</> Swift  ☆ 14K  ⑂ 2,270"))
    }

    @Test func aRepositorysIssuesLoadAndOpen() async {
        let driver = await launch()
        driver.focus("ferris/pixel-fast-7")
        driver.press(.enter)
        #expect(await driver.waitUntil { driver.screen.contains("Memory grows over time") })
        driver.expectLines([
            "Repositories › pixel-fast-7" + String(repeating: " ", count: 41) + "[ ⇪ ] [ 🔍 ]",
            " A pixel and fast library for Rust developers.", " Language" + String(repeating: " ", count: 66) + "Rust",
            " Stars" + String(repeating: " ", count: 67) + "47,634", " Forks" + String(repeating: " ", count: 68) + "3,688",
            " 🧭 Open on GitHub", "", "Open Issues (42)", " Crash on launch" + String(repeating: " ", count: 62) + "›", " #420 by mona",
        ])
        driver.focus("Crash on launch")
        driver.press(.enter)
        driver.expectLines(["Repositories › pixel-fast-7 › #420", "", " Crash on launch", "", " 👤 Opened by mona", "", " 💬 1 comment"])
        driver.press(.escape)
        driver.focus("[ 🔍 ]")
        driver.press(.enter)
        driver.expectLines(header())
    }

    @Test func slashReachesTheSearchFieldFromTheToolbarAndFromTheList() async {
        let driver = await launch()
        driver.type("/pixel")  // the Sort button has the focus at launch
        #expect(await driver.waitUntil { driver.lines[1] == header("pixel")[1] && driver.lines[5].hasPrefix("apple/pretty-pixel-13") })
        driver.focus("ferris/pixel-fast-7")
        driver.type("/-fast")
        #expect(await driver.waitUntil { driver.lines[1] == header("pixel-fast")[1] && driver.lines[5].hasPrefix("apple/pixel-fast-25") })
        #expect(text(driver)[2] == "ferris/pixel-fast-7")
    }

    @Test func scrollingDownPagesThroughAllRepositoriesToTheEnd() async {
        let driver = await launch()
        driver.focus("ferris/pixel-fast-7")
        // Each PgDn that brings "Loading more…" into view loads the next page of ten, as on iOS.
        for _ in 0..<30 where !driver.screen.contains("34 repositories") {
            driver.press(.pageDown)
            #expect(await driver.waitUntil { !driver.screen.contains("Loading more…") })
        }
        #expect(text(driver).last == String(repeating: " ", count: 32) + "34 repositories")
    }
}
