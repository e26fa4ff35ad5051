import CNcursesw
import CursesUI
import Testing

struct DisplayWidthTests {
    @Test func asciiIsOneCjkTwoCombiningZero() {
        #expect(DisplayWidth.of("a" as Character) == 1)
        #expect(DisplayWidth.of("中" as Character) == 2)
        #expect(DisplayWidth.of("é" as Character) == 1)  // e + U+0301 is one cluster of one column
        #expect(DisplayWidth.of("\u{0301}" as Unicode.Scalar) == 0)
        #expect(DisplayWidth.of("🐷" as Character) == 2)
        #expect(DisplayWidth.of("ｱ" as Character) == 1)  // halfwidth katakana
        #expect(DisplayWidth.of("Ａ" as Character) == 2)  // fullwidth A
        #expect(DisplayWidth.of("存钱罐 abc") == 10)
    }

    @Test func agreesWithGlibcWcwidthOnSampleRanges() {
        #expect(setlocale(LC_CTYPE, "C.UTF-8") != nil)
        let samples: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x3FF, 0x1100...0x1200, 0x2E80...0x3100, 0x4E00...0x4F00, 0xAC00...0xAD00, 0xFF00...0xFFEF,
            0x1F300...0x1F64F,
        ]
        var mismatches: [String] = []
        for range in samples {
            for value in range {
                guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
                // Text-default pictographs (🗑, 🖌) are drawn two cells wide, where wcwidth says one.
                if DisplayWidth.isTextDefaultPictograph(scalar) { continue }
                let libc = Int(cncurses_wcwidth(wchar_t(value)))
                if libc >= 0, libc != DisplayWidth.of(scalar) { mismatches.append(String(value, radix: 16)) }
            }
        }
        #expect(mismatches.isEmpty, "differs from wcwidth at U+\(mismatches.prefix(20))")
    }
}
