import CursesUI
import CursesUITestSupport

extension Driver {
    /// Presses Tab until the focused control (drawn reversed) is on the row that contains
    /// `text`, as a user tabs to what they see; gives up after a full round.
    func tabTo(_ text: String) {
        for _ in 0..<40 {
            if let row = lines.firstIndex(where: { $0.contains(text) }),
                (0..<terminal.size.width).contains(where: { terminal.screen[$0, row].style.reverse })
            {
                return
            }
            press(.tab)
        }
    }
}

extension String {
    /// The text with the narrow no-break space ICU puts before AM/PM made an ordinary space.
    var withPlainSpaces: String { replacingOccurrences(of: "\u{202F}", with: " ") }
}
