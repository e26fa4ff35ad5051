import Testing

@testable import CursesUICore

struct TextWrappingTests {
    @Test func wordsBreakAtSpacesAndALongWordAnywhere() {
        #expect(TextLayout.lines("Save a little every week", width: 10) == ["Save a", "little", "every week"])
        #expect(TextLayout.lines("Unbelievably", width: 5) == ["Unbel", "ievab", "ly"])
        #expect(TextLayout.lines("one\n\ntwo", width: 10) == ["one", "", "two"])
        #expect(TextLayout.lines("储蓄 目标", width: 4) == ["储蓄", "目标"])
    }

    /// Printable ASCII is wrapped byte by byte for speed; the breaks must be the ones the
    /// grapheme-by-grapheme rules give.
    @Test func asciiIsBrokenExactlyAsGraphemeByGraphemeWrappingBreaksIt() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "bb", "word", "longerword", " ", "  ", "x.y", "-"]
        for _ in 0..<2_000 {
            let paragraph = (0..<Int.random(in: 0...12, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let width = Int.random(in: 1...12, using: &generator)
            var fast: [Substring] = []
            var slow: [Substring] = []
            TextLayout.wrapASCII(paragraph[...], width: width, into: &fast)
            TextLayout.wrap(paragraph[...], width: width, into: &slow)
            #expect(fast == slow, "\"\(paragraph)\" at width \(width)")
        }
    }

    @Test func widthOfPrintableASCIIIsItsLengthAndOfOtherTextItsColumns() {
        #expect(DisplayWidth.of("Piggy bank") == 10)
        #expect(DisplayWidth.of("存钱罐 ok") == 9)
        #expect(DisplayWidth.of("a\tb") == 3, "a tab is drawn as one replacement column")
    }
}
