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
}
