import CursesUI
import CursesUITestSupport
import Testing

@testable import WordScramble

/// Examples/WordScramble, driven as PROGRAMS.md drives it on iOS: a word made from the root
/// goes to the top with its length circled and scores length + 1; a used, short, impossible or
/// unknown word shows its alert; New Word changes the root and clears the list.
@MainActor
struct WordScrambleTests {
    /// A word of each root word's list.
    static let words = [
        "painters": ["paint", "pear"], "silkworm": ["silk", "worm"], "gardener": ["garden", "red"], "chapters": ["chat", "heap"],
    ]

    /// The root word: the navigation title.
    func root(_ driver: Driver) -> String { String(driver.lines[0].prefix { $0 != " " }) }

    func score(_ driver: Driver) -> String {
        driver.lines.first { $0.hasPrefix("Your words") }.map { String($0.split(separator: " ").last ?? "") } ?? ""
    }

    /// Types `word` into the field (emptied first) and submits it.
    func submit(_ word: String, in driver: Driver) {
        driver.press(.control("u"))
        driver.type(word)
        driver.press(.enter)
    }

    @Test func aWordFromTheRootGoesToTheTopAndScores() throws {
        let driver = Driver(environment: .appMain, app: WordScrambleApp())
        let root = root(driver)
        let words = try #require(Self.words[root], "the root is one of the four: \(driver.lines[0])")
        #expect(driver.lines.contains("Make words of three or more letters from \(root)."))
        #expect(score(driver) == "0")
        submit(words[0], in: driver)
        #expect(driver.lines[4] == " \(circled(words[0].count)) \(words[0])")
        #expect(score(driver) == "\(words[0].count + 1)")
        submit(words[1], in: driver)
        #expect(driver.lines[4...5] == [" \(circled(words[1].count)) \(words[1])", " \(circled(words[0].count)) \(words[0])"])
        #expect(score(driver) == "\(words[0].count + words[1].count + 2)")
        #expect(!driver.screen.contains("Make words"), "the footer goes once there are words")
    }

    /// The glyph Image(systemName: "N.circle.fill") draws.
    func circled(_ number: Int) -> Character {
        Character(Unicode.Scalar(0x2776 + UInt32(number - 1))!)
    }

    @Test func eachWrongWordShowsItsAlert() throws {
        let driver = Driver(environment: .appMain, app: WordScrambleApp())
        let root = root(driver)
        let word = try #require(Self.words[root]?.first)
        let cases = [
            (word, nil),
            (word, "Word used already"),
            ("ab", "Word too short"),
            ("zzzz", "Word not possible"),
            (String(root.reversed().prefix(3)), "Word not recognized"),
        ]
        for (typed, alert) in cases {
            submit(typed, in: driver)
            if let alert {
                #expect(driver.screen.contains(alert), "\(typed): \(driver.screen)")
                driver.press(.enter)  // OK
                #expect(!driver.screen.contains(alert))
            }
        }
        #expect(score(driver) == "\(word.count + 1)")
    }

    @Test func newWordChangesTheRootAndClearsTheList() throws {
        let driver = Driver(environment: .appMain, app: WordScrambleApp())
        let first = root(driver)
        submit(try #require(Self.words[first]?.first), in: driver)
        #expect(score(driver) != "0")
        driver.press(.backTab, .enter)  // New Word, in the toolbar
        #expect(root(driver) != first)
        #expect(Self.words[root(driver)] != nil)
        #expect(score(driver) == "0")
        #expect(driver.lines.contains("Make words of three or more letters from \(root(driver))."))
    }
}
