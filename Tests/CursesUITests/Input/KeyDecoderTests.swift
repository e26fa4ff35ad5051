import CursesUI
import CursesUITestSupport
import Testing

struct KeyDecoderTests {
    func decode(_ input: String, flush: Bool = true) -> [Key] {
        var decoder = KeyDecoder()
        for scalar in input.unicodeScalars { decoder.feed(scalar) }
        if flush { decoder.flush() }
        var keys: [Key] = []
        while let key = decoder.next() { keys.append(key) }
        return keys
    }

    @Test func controlCharactersBecomeNamedKeys() {
        #expect(decode("\t\r\u{7F}\u{1}\u{17}") == [.tab, .enter, .backspace, .control("a"), .control("w")])
    }

    @Test func escapeSequencesForShiftTabAndCtrlArrows() {
        #expect(decode("\u{1B}[Z") == [.backTab])
        #expect(decode("\u{1B}[1;5D\u{1B}[1;5C") == [.controlLeft, .controlRight])
        #expect(decode("\u{1B}[A\u{1B}OB") == [.up, .down])
    }

    @Test func altEnterArrivesAsAnAltNewline() {
        #expect(decode("\u{1B}\r\u{1B}\n") == [.alt("\n"), .alt("\n")])
    }

    @Test func altLettersArriveAsAltKeys() {
        #expect(decode("\u{1B}b\u{1B}f") == [.alt("b"), .alt("f")])
    }

    @Test func aLoneEscapeIsTheEscapeKeyOnceTheDelayPassed() {
        var decoder = KeyDecoder()
        decoder.feed("\u{1B}")
        #expect(decoder.next() == nil)
        #expect(decoder.isWaitingForMore)
        decoder.flush()
        #expect(decoder.next() == .escape)
    }

    @Test func bracketedPasteArrivesAsOneEvent() {
        #expect(decode("a\u{1B}[200~two\nlines\u{1B}[201~b") == [.character("a"), .paste("two\nlines"), .character("b")])
    }

    @Test func combiningScalarsJoinIntoOneCharacter() {
        #expect(decode("e\u{0301}") == [.character("é")])
        #expect(decode("👍\u{1F3FD}") == [.character("👍🏽")])
    }

    @Test func chineseArrivesCharacterByCharacter() {
        #expect(decode("存钱") == [.character("存"), .character("钱")])
    }

    @Test func mouseReportsInSGRFormArePressesAndWheelTurnsAtZeroBasedCells() {
        #expect(
            decode("\u{1B}[<0;10;5M\u{1B}[<0;10;5m\u{1B}[<64;1;1M\u{1B}[<65;80;24M\u{1B}[<2;3;3M") == [
                .mouse(MouseEvent(kind: .press, position: Point(x: 9, y: 4))),
                .mouse(MouseEvent(kind: .scrollUp, position: Point(x: 0, y: 0))),
                .mouse(MouseEvent(kind: .scrollDown, position: Point(x: 79, y: 23))),
            ])
    }

    @Test func mouseReportsInX10FormAreDecodedAndNotTyped() {
        // Button, column and row each 32 more, the position 1-based: a press at (4, 2), a release.
        #expect(
            decode("\u{1B}[M\u{20}\u{25}\u{23}\u{1B}[M\u{23}\u{25}\u{23}x") == [
                .mouse(MouseEvent(kind: .press, position: Point(x: 4, y: 2))), .character("x"),
            ])
    }

    @Test func aTerminalsOwnSequencesFromTerminfoAreItsKeys() {
        var decoder = KeyDecoder(sequences: ["\u{1B}[[A": .function(1), "\u{1B}OM": .enter])
        for scalar in "\u{1B}[[A\u{1B}OMz".unicodeScalars { decoder.feed(scalar) }
        var keys: [Key] = []
        while let key = decoder.next() { keys.append(key) }
        #expect(keys == [.function(1), .enter, .character("z")])
    }

    @Test func randomBytesNeverCrashAndNeverYieldControlCharactersAsText() {
        var generator = SeededGenerator(seed: 2026)
        for _ in 0..<2_000 {
            var decoder = KeyDecoder()
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                let value = UInt32.random(in: 0...0x2FF, using: &generator)
                if let scalar = Unicode.Scalar(value) { decoder.feed(scalar) }
            }
            decoder.flush()
            while let key = decoder.next() {
                if case .character(let character) = key {
                    #expect(!character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
                }
            }
        }
    }
}
