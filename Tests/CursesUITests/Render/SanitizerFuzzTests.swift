import CursesUI
import CursesUITestSupport
import Testing

/// Random strings, including every kind of control, never put a control on screen.
struct SanitizerFuzzTests {
    @Test func randomStringsDrawnIntoACanvasNeverLeaveAControlInACell() {
        var generator = SeededGenerator(seed: 7)
        let interesting: [ClosedRange<UInt32>] = [
            0x00...0x20, 0x7F...0xA0, 0x200B...0x206F, 0x0300...0x036F, 0x4E00...0x4E20, 0x1F300...0x1F320, 0xFE00...0xFE0F,
        ]
        for _ in 0..<3_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...30, using: &generator) {
                let range = interesting.randomElement(using: &generator)!
                if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) { scalars.append(scalar) }
            }
            let text = String(scalars)
            var canvas = CellGrid(size: Size(width: 20, height: 1))
            let used = canvas.draw(text, at: .zero, style: .plain, clip: canvas.bounds)
            #expect(used <= 20)
            for x in 0..<20 {
                #expect(
                    !canvas[x, 0].text.unicodeScalars.contains(where: TextSanitizer.isUnsafe),
                    "seed 7: \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
            #expect(!TextSanitizer.sanitize(text).unicodeScalars.contains(where: TextSanitizer.isUnsafe))
            #expect(!TextSanitizer.strip(text).unicodeScalars.contains(where: TextSanitizer.isUnsafe))
        }
    }
}
