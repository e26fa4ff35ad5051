import Testing

@testable import CursesUICore

/// Text with scalars that stand alone beside others that need clusters (an emoji, an accent, a
/// joiner, a control) is measured and drawn piece by piece: the same clusters, widths and cells
/// as breaking all of it into clusters.
struct TextPiecesTests {
    static let samples = [
        "", "a", "Plain text", "▾ 03 Dec   🚲 Bike          +$5.00  12:34  deposit", "e\u{301}tude café", "a\u{200D}↔b",
        "↔\u{200D}↔", "x\u{600}a\u{301}b", "🇫🇷🇩🇪x", "x\u{1B}[2J", "‼\u{FE0F}!", "◽\u{FE0F}◾", "한국어 abc", "\r\nz", "█████▒░░░",
        "👨‍👩‍👧 family", "1\u{20E3}·2", "¬\u{300}x", "存钱罐 abc", "a\u{7F}\u{85}b",
    ]

    @Test func piecesAreTheTextsOwnClusters() {
        for text in Self.samples {
            var characters: [Character] = []
            DisplayWidth.forEachPiece(of: text) { piece in
                switch piece {
                case .scalar(let scalar): characters.append(Character(scalar))
                case .clusters(let range): characters += Array(text[range])
                }
                return true
            }
            #expect(characters == Array(text), "pieces of \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func mixedTextMeasuresAsTheSumOfItsClusters() {
        for text in Self.samples {
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "width of \(text)")
        }
    }

    @Test func scalarsThatStandAloneHaveTheWidthTheirPropertiesGive() {
        var mismatches: [String] = []
        for value in UInt32(0xA0)..<0x2600 {
            guard let scalar = Unicode.Scalar(value), DisplayWidth.standsAlone(scalar) else { continue }
            if DisplayWidth.of(scalar) != DisplayWidth.byProperties(scalar) { mismatches.append(String(value, radix: 16)) }
        }
        #expect(mismatches.isEmpty, "U+\(mismatches)")
    }

    @Test func mixedTextIsDrawnClusterByClusterAndCutBeforeTheClipsEdge() {
        var canvas = CellGrid(size: Size(width: 12, height: 2))
        let used = canvas.draw("a🐷e\u{301}\u{1B}b", at: Point(x: 1, y: 0), style: .plain, clip: canvas.bounds)
        #expect(used == 6)
        #expect(canvas.lines == [" a🐷é␛b     ", String(repeating: " ", count: 12)])
        let cut = canvas.draw("xy🐷z", at: Point(x: 0, y: 1), style: .plain, clip: Rect(x: 1, y: 1, width: 2, height: 1))
        #expect(cut == 2)
        #expect(canvas.lines[1] == " y" + String(repeating: " ", count: 10))
    }

    @Test func asciiTextKeepsTheBackgroundBeneathAndIsClippedOnBothSides() {
        var canvas = CellGrid(size: Size(width: 6, height: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 3, height: 1), style: Style(background: .blue))
        let used = canvas.draw("abcdef", at: Point(x: -1, y: 0), style: Style(bold: true), clip: Rect(x: 1, y: 0, width: 3, height: 1))
        #expect(used == 5)
        #expect(canvas.lines == [" cde  "])
        #expect(canvas[1, 0].style == Style(background: .blue, bold: true))
        #expect(canvas[3, 0].style == Style(bold: true))
    }
}
