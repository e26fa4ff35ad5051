import Testing

@testable import CursesUICore

struct UTF8InputDecoderTests {
    /// Decodes each chunk in turn, as successive reads of the terminal deliver them.
    func decode(_ chunks: [[UInt8]]) -> String {
        var decoder = UTF8InputDecoder()
        var scalars = String.UnicodeScalarView()
        for chunk in chunks { chunk.withUnsafeBytes { decoder.decode($0) { scalars.append($0) } } }
        return String(scalars)
    }

    @Test func textTypedInOneReadIsItsCharacters() {
        #expect(decode([Array("a存👍é".utf8)]) == "a存👍é")
    }

    @Test func aCharacterSplitBetweenTwoReadsArrivesWhole() {
        let bytes = Array("存👍".utf8)
        for cut in 1..<bytes.count {
            #expect(decode([Array(bytes[..<cut]), Array(bytes[cut...])]) == "存👍", "cut after byte \(cut)")
        }
    }

    @Test func bytesThatAreNotUTF8StandForThemselves() {
        // A Latin-1 "é" alone, and a lead byte cut short by an ASCII letter.
        #expect(decode([[0xE9, 0x41], [0xC3, 0x42]]) == "\u{E9}A\u{C3}B")
    }
}
