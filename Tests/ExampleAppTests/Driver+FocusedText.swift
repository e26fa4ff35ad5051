import CursesUI
import CursesUITestSupport

extension Driver {
    /// The text of the cells drawn reversed (the focused control), row by row, rows joined by
    /// a newline: what a user reads as focused, wide glyphs and all.
    var focusedText: String {
        let screen = terminal.screen
        var rows: [String] = []
        for y in 0..<terminal.size.height {
            let row = (0..<terminal.size.width).map { screen[$0, y] }.filter(\.style.reverse).map(\.text).joined()
            if !row.isEmpty { rows.append(row) }
        }
        return rows.joined(separator: "\n")
    }

    /// Presses Tab until the focused control shows `text`, as a user tabs to what they see;
    /// gives up after a full round.
    func focus(_ text: String) {
        for _ in 0..<40 {
            if focusedText.contains(text) { return }
            press(.tab)
        }
    }
}
