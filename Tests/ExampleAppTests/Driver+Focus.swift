import CursesUI
import CursesUITestSupport

extension Driver {
    /// Presses Tab until the focused control (drawn reversed) covers `text` on the screen, as
    /// a user tabs to what they see; gives up after a full round. (Columns are counted in
    /// characters: the row up to `text` is taken to be one cell per character.)
    func tabTo(_ text: String) {
        for _ in 0..<40 {
            if let row = lines.firstIndex(where: { $0.contains(text) }), let range = lines[row].range(of: text) {
                let start = lines[row].distance(from: lines[row].startIndex, to: range.lowerBound)
                if (start..<(start + text.count)).contains(where: { terminal.screen[$0, row].style.reverse }) { return }
            }
            press(.tab)
        }
    }
}

extension String {
    /// The text with the narrow no-break space ICU puts before AM/PM made an ordinary space.
    var withPlainSpaces: String { replacingOccurrences(of: "\u{202F}", with: " ") }
}
