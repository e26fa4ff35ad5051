import Testing

@testable import PiggyBank

/// `{0}`, `{1}`… in a text are replaced by the arguments, wherever they stand, and only there.
struct StringArgumentsTests {
    let strings = Strings(
        .english,
        table: [
            "swap": "{1} then {0}, again {1}", "saved": "Saved {0} of {1}", "braces": "{x} {9} {} {0",
            "items[one]": "{0} item for {1}", "items[other]": "{0} items for {1}",
        ])

    @Test func argumentsFillTheirPlaceholdersInAnyOrder() {
        #expect(strings("swap", "a", "b") == "b then a, again b")
    }

    @Test func anArgumentThatLooksLikeAPlaceholderIsShownAsTyped() {
        #expect(strings("saved", "{1}", "$5.00") == "Saved {1} of $5.00")
    }

    @Test func bracesThatAreNoPlaceholderOfAnArgumentStay() {
        #expect(strings("braces", "a") == "{x} {9} {} {0")
    }

    @Test func aCountFillsPlaceholderZeroAndTheArgumentsTheRest() {
        #expect(strings.count("items", 1, "Ann") == "1 item for Ann")
        #expect(strings.count("items", 1200, "Ann") == "1,200 items for Ann")
    }
}
