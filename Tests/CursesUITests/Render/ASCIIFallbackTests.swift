import CursesUI
import Testing

struct ASCIIFallbackTests {
    @Test func linesBlocksAndMarksGetLookAlikesAndTheRestAQuestionMarkPerColumn() {
        #expect(ASCIIFallback.text("─", width: 1) == "-")
        #expect(ASCIIFallback.text("╔", width: 1) == "+")
        #expect(ASCIIFallback.text("▍", width: 1) == "#")
        #expect(ASCIIFallback.text("✓", width: 1) == "*")
        #expect(ASCIIFallback.text("存", width: 2) == "??", "a wide character keeps its two columns")
        #expect(ASCIIFallback.text("🐷", width: 2) == "??")
        #expect(ASCIIFallback.text("a", width: 1) == "a")
    }

    @Test func tracksCirclesAndTheSpinnerHaveLookAlikes() {
        #expect(ASCIIFallback.text("━", width: 1) == "=")
        #expect(ASCIIFallback.text("◕", width: 1) == "o")
        let spinner = ["⠋", "⠙", "⠹", "⠸"].map { ASCIIFallback.text($0, width: 1) }
        #expect(spinner == ["|", "/", "-", "\\"], "the spinner still turns")
    }
}
