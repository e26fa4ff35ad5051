import CNcursesw

/// Flags, which ncurses cannot hold in one cell.
extension NcursesTerminal {
    /// Writes `text` at `x`, `y` when it is a flag (two regional indicator letters) and returns
    /// true; false, writing nothing, for any other text. ncurses keeps one spacing character a
    /// cell and `wcwidth` gives each letter one column, so the letters go in two cells, written
    /// side by side, and the terminal joins them into the flag it draws over both.
    func putFlag(_ text: String, x: Int, y: Int, attributes: attr_t, pair: Int16) -> Bool {
        let letters = Array(text.unicodeScalars)
        guard letters.count == 2, letters.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) }) else { return false }
        for (offset, letter) in letters.enumerated() {
            var cell: [wchar_t] = [wchar_t(bitPattern: letter.value), 0]
            _ = cncurses_put_cell(Int32(y), Int32(x + offset), &cell, attributes, pair)
        }
        return true
    }
}
