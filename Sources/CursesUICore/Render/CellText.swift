/// The grapheme cluster of a ``Cell``, held in the cell itself: up to 15 bytes of UTF-8 inline
/// (every character a terminal shows in practice), a longer cluster as its number in a table
/// kept for the process. Plain bytes, so cells copy, compare and go away without reference
/// counting: a `String` field made every copy of a cell, of a row, of a grid a call through the
/// runtime.
struct CellText: Hashable, Sendable {
    /// Bytes 0–14 hold the text, byte 15 its length, or ``CellText/long`` when the first eight
    /// bytes hold the number of a long cluster instead.
    private var bytes: (UInt64, UInt64) = (0, 0)

    private static let long: UInt8 = 0xFF
    private static let inlineCapacity = 15

    init(_ text: String) { self.init(utf8: text.utf8, text: text) }

    init(_ character: Character) { self.init(utf8: character.utf8, text: String(character)) }

    /// One scalar, encoded into the bytes as the general initialiser stores it, without a
    /// `Character` (a scalar takes four bytes at most, so it is always held inline).
    init(scalar: Unicode.Scalar) {
        withUnsafeMutableBytes(of: &bytes) { raw in
            var count = 0
            UTF8.encode(scalar) { byte in
                raw[count] = byte
                count += 1
            }
            raw[Self.inlineCapacity] = UInt8(count)
        }
    }

    /// One ASCII byte, stored as the general initialiser stores it, without a `Character`.
    init(ascii byte: UInt8) { bytes = (UInt64(byte).littleEndian, (UInt64(1) << 56).littleEndian) }

    private init<UTF8: Collection<UInt8>>(utf8: UTF8, text: @autoclosure () -> String) {
        // Most cells hold one ASCII byte: stored without walking the bytes.
        if let first = utf8.first, first < 0x80, utf8.index(after: utf8.startIndex) == utf8.endIndex {
            bytes = (UInt64(first).littleEndian, (UInt64(1) << 56).littleEndian)
            return
        }
        let count = utf8.count
        withUnsafeMutableBytes(of: &bytes) { raw in
            if count <= Self.inlineCapacity {
                for (offset, byte) in utf8.enumerated() { raw[offset] = byte }
                raw[Self.inlineCapacity] = UInt8(count)
            } else {
                raw.storeBytes(of: UInt64(LongGraphemes.number(of: text())), as: UInt64.self)
                raw[Self.inlineCapacity] = Self.long
            }
        }
    }

    /// The text as a `String`.
    var string: String {
        withUnsafeBytes(of: bytes) { raw in
            let count = raw[Self.inlineCapacity]
            if count == Self.long { return LongGraphemes.text(number: Int(raw.load(as: UInt64.self))) }
            return String(decoding: UnsafeRawBufferPointer(rebasing: raw[0..<Int(count)]), as: UTF8.self)
        }
    }

    /// Calls `body` with the text's UTF-8 bytes, read where they lie (a long cluster's copied).
    func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        withUnsafeBytes(of: bytes) { raw in
            let count = raw[Self.inlineCapacity]
            if count == Self.long { return Array(string.utf8).withUnsafeBytes(body) }
            return body(UnsafeRawBufferPointer(rebasing: raw[0..<Int(count)]))
        }
    }

    static func == (a: CellText, b: CellText) -> Bool { a.bytes.0 == b.bytes.0 && a.bytes.1 == b.bytes.1 }

    func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.0)
        hasher.combine(bytes.1)
    }
}

/// The grapheme clusters longer than a cell holds inline (long emoji sequences), numbered in the
/// order first drawn; a program draws few of them, so the table stays small.
private enum LongGraphemes {
    private static let table = Locked<(numbers: [[UInt8]: Int], texts: [String])>(([:], []))

    static func number(of text: String) -> Int {
        let key = Array(text.utf8)
        return table.withLock { table in
            if let number = table.numbers[key] { return number }
            table.texts.append(text)
            table.numbers[key] = table.texts.count - 1
            return table.texts.count - 1
        }
    }

    static func text(number: Int) -> String { table.withLock { $0.texts[number] } }
}
