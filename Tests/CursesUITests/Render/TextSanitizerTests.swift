import CursesUI
import CursesUITestSupport
import Testing

@MainActor
struct TextSanitizerTests {
    static let hostile = "a\u{1B}[2Jb\u{07}c\u{9B}31md\u{202E}e\u{7F}"

    @Test func escapeBellCsiAndBidiOverrideAreReplacedVisibly() {
        let safe = TextSanitizer.sanitize(Self.hostile)
        #expect(safe == "a␛[2Jb␇c\u{FFFD}31md\u{FFFD}e␡")
        #expect(!safe.unicodeScalars.contains(where: TextSanitizer.isUnsafe))
    }

    @Test func aRenderedHostileStringReachesTheScreenWithoutAnyControl() {
        let driver = Driver(size: Size(width: 30, height: 1)) { Text(Self.hostile) }
        let cells = (0..<30).map { driver.terminal.screen[$0, 0].text }.joined()
        #expect(!cells.unicodeScalars.contains(where: TextSanitizer.isUnsafe))
        #expect(driver.lines[0] == "a␛[2Jb␇c\u{FFFD}31md\u{FFFD}e␡")
    }

    @Test func stripRemovesControlsForInput() {
        #expect(TextSanitizer.strip("ab\u{1B}c\u{200F}d\u{0}") == "abcd")
    }

    @Test func safeTextIsReturnedUnchanged() {
        #expect(TextSanitizer.sanitize("存钱罐 🐷 café") == "存钱罐 🐷 café")
    }
}
