import CursesUI
import CursesUITestSupport
import Testing

@testable import MemoryMatch

/// Examples/MemoryMatch, played as PROGRAMS3.md plays it on iOS, by tapping cards (mouse
/// presses where the cards are drawn): eight blue cards face down under the score board; two
/// different cards turn back after a second, a pair stays up; when all four pairs are found
/// the alert gives the move count, and after "Done" the board keeps it as the best.
@MainActor
struct MemoryMatchTests {
    /// The top left cell of card `index`: seven columns of cards nine cells wide, two apart,
    /// rows of cards six lines high, one apart, under the score board.
    func corner(of index: Int) -> Point { Point(x: 1 + (index % 7) * 11, y: 5 + (index / 7) * 7) }

    func tap(_ index: Int, on driver: Driver) {
        let corner = corner(of: index)
        driver.press(.mouse(MouseEvent(kind: .press, position: Point(x: corner.x + 4, y: corner.y + 2))))
    }

    /// The symbol on card `index`, or nil while it is face down.
    func symbol(of index: Int, on driver: Driver) -> String? {
        let corner = corner(of: index)
        let text = (corner.x + 1..<corner.x + 8).map { driver.terminal.screen[$0, corner.y + 2].text }.joined()
            .trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }

    func isFaceDown(_ index: Int, on driver: Driver) -> Bool {
        let corner = corner(of: index)
        return driver.terminal.screen[corner.x + 4, corner.y + 2].style.background != .default && symbol(of: index, on: driver) == nil
    }

    /// Where the centred line of moves, best and time starts, less the stats' own padding.
    let stats = String(repeating: " ", count: 29)

    @Test func findingEveryPairEndsTheGameWithTheMovesAsTheBest() async {
        let driver = Driver(environment: .appMain, app: MemoryMatchApp())
        #expect(driver.lines[0].hasPrefix("Memory") && driver.lines[0].hasSuffix("  [ ☰ ▾ ] [ ↻ ]"))
        driver.expectLines([stats + " Moves   Best   Time", stats + "   0      –     0:00"], from: 2)
        #expect((0..<8).allSatisfy { isFaceDown($0, on: driver) }, "eight cards, face down")
        #expect(driver.lines[5 + 14].isEmpty, "two rows of cards: seven, then one")

        // Turn the cards over two by two, learning them; a pair found by chance stays up.
        var seen: [Int: String] = [:]
        var moves = 0
        var pairsUp = 0
        for first in stride(from: 0, to: 8, by: 2) {
            tap(first, on: driver)
            tap(first + 1, on: driver)
            moves += 1
            guard let one = symbol(of: first, on: driver), let two = symbol(of: first + 1, on: driver) else {
                Issue.record("both cards show their symbol")
                return
            }
            if one == two { pairsUp += 1 }
            // Every pair found by chance (about one deal in a hundred) ends the game at once.
            if pairsUp < 4 { #expect(driver.lines[3].hasPrefix(stats + "   \(moves)      –     "), "the moves counted, no best yet") }
            seen[first] = one
            seen[first + 1] = two
            if one != two {
                #expect(await driver.waitUntil { isFaceDown(first, on: driver) && isFaceDown(first + 1, on: driver) })
            }
        }
        // Then every pair not yet up, one move each.
        for symbol in Set(seen.values) {
            let cards = seen.filter { $0.value == symbol }.keys.sorted()
            guard isFaceDown(cards[0], on: driver) else { continue }
            tap(cards[0], on: driver)
            tap(cards[1], on: driver)
            moves += 1
        }
        #expect(await driver.waitUntil { driver.screen.contains("You matched them all!") })
        #expect(driver.screen.contains("Finished in \(moves) moves."))
        driver.focus("Done")
        driver.press(.enter)
        #expect(!driver.screen.contains("You matched them all!"))
        #expect(driver.lines[3].hasPrefix(stats + "   \(moves)      \(moves)  "), "the moves, and the same as the best")
    }

    @Test func theMenuChangesTheDifficultyAndDealsANewGame() async {
        let driver = Driver(environment: .appMain, app: MemoryMatchApp())
        driver.focus("[ ☰ ▾ ]")  // the difficulty menu, shown by its icon
        driver.press(.enter)
        #expect(await driver.waitUntil { driver.screen.contains("│ Difficulty ‹Easy› │") && driver.screen.contains("Hard") })
        driver.press(.down, .down, .enter)
        #expect(driver.lines[0].hasSuffix("  [ ☰ ▾ ] [ ↻ ]"))  // the menu shows its icon, as on iOS
        #expect((0..<14).allSatisfy { isFaceDown($0, on: driver) }, "two full rows of face-down cards, and more below")
        // The third row's two cards are cut at the bottom of the screen (the program has no
        // ScrollView); their tops show.
        #expect(driver.terminal.screen[2, 19].style.background != .default && driver.terminal.screen[13, 19].style.background != .default)
        #expect(driver.terminal.screen[24, 19].style.background == .default, "sixteen cards: two in the third row")
    }
}
