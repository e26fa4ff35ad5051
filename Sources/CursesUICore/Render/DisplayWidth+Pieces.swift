extension DisplayWidth {
    /// A part of a text as it is measured and drawn: one scalar that is a grapheme cluster of
    /// its own, or a stretch of the text to break into clusters.
    enum Piece {
        case scalar(Unicode.Scalar)
        case clusters(Range<String.Index>)
    }

    /// Calls `body` with the pieces of `text` in order until it returns false.
    ///
    /// A scalar that stands alone between neighbours that stand alone too is a grapheme
    /// cluster of its own, so it is handed over without breaking the text into clusters; the
    /// stretches between such scalars (an emoji, a letter and its accent, a control) come as
    /// ranges. Every rule that keeps two scalars in one cluster needs one of the pair to be a
    /// mark, a joiner, a prepended or regional-indicator scalar, a control or Hangul, which a
    /// scalar that stands alone never is: each stretch begins and ends on a cluster boundary,
    /// and its clusters are those of the whole text. A row of Latin text with one emoji in it
    /// is so broken into clusters around the emoji only.
    static func forEachPiece<Text: StringProtocol>(of text: Text, _ body: (Piece) -> Bool) {
        // Native text is read from its UTF-8 bytes: stepping through the scalar view with
        // checked indices cost a few hundred instructions a scalar.
        let read: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            forEachPiece(ofUTF8: bytes) { piece in
                switch piece {
                case .scalar(let scalar): return body(.scalar(scalar))
                case .clusters(let offsets):
                    let start = text.utf8.index(text.utf8.startIndex, offsetBy: offsets.lowerBound)
                    return body(.clusters(start..<text.utf8.index(start, offsetBy: offsets.count)))
                }
            }
        }
        guard read == nil else { return }
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        guard index < scalars.endIndex else { return }
        var previousStandsAlone = true
        var currentStandsAlone = standsAlone(scalars[index])
        var stretchStart: String.Index?
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            let nextStandsAlone = next == scalars.endIndex || standsAlone(scalars[next])
            if currentStandsAlone, previousStandsAlone, nextStandsAlone {
                if let start = stretchStart {
                    stretchStart = nil
                    guard body(.clusters(start..<index)) else { return }
                }
                guard body(.scalar(scalars[index])) else { return }
            } else if stretchStart == nil {
                stretchStart = index
            }
            previousStandsAlone = currentStandsAlone
            currentStandsAlone = nextStandsAlone
            index = next
        }
        if let start = stretchStart { _ = body(.clusters(start..<scalars.endIndex)) }
    }

    /// ``forEachPiece(of:_:)`` over valid UTF-8, the stretches as byte offsets.
    private static func forEachPiece(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, _ body: (BytePiece) -> Bool) {
        guard !bytes.isEmpty else { return }
        var offset = 0
        var previousStandsAlone = true
        var (current, length) = scalar(in: bytes, at: 0)
        var currentStandsAlone = standsAlone(current)
        var stretchStart: Int?
        while offset < bytes.count {
            let next = offset + length
            var nextScalar = current
            var nextLength = 0
            if next < bytes.count { (nextScalar, nextLength) = scalar(in: bytes, at: next) }
            let nextStandsAlone = next == bytes.count || standsAlone(nextScalar)
            if currentStandsAlone, previousStandsAlone, nextStandsAlone {
                if let start = stretchStart {
                    stretchStart = nil
                    guard body(.clusters(start..<offset)) else { return }
                }
                guard body(.scalar(current)) else { return }
            } else if stretchStart == nil {
                stretchStart = offset
            }
            previousStandsAlone = currentStandsAlone
            currentStandsAlone = nextStandsAlone
            (current, length) = (nextScalar, nextLength)
            offset = next
        }
        if let start = stretchStart { _ = body(.clusters(start..<bytes.count)) }
    }

    /// A piece of UTF-8: one scalar, or the byte offsets of a stretch.
    private enum BytePiece {
        case scalar(Unicode.Scalar)
        case clusters(Range<Int>)
    }

    /// The scalar whose UTF-8 begins at `offset` of valid UTF-8, and its length in bytes.
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[offset]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for index in offset + 1..<offset + length { value = value << 6 | UInt32(bytes[index] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
