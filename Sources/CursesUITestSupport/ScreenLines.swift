import Testing

/// Exact-line screen assertions, as ratatui's `assert_buffer_lines`: given rows must read
/// exactly the given text (trailing spaces aside), so a text that only appears elsewhere on
/// the screen (in the help bar, say) does not pass.
///
/// ```swift
/// driver.expectLines(["Name", "┌──────┐", "│Ada   │"], from: 2)
/// ```
extension Driver {
    /// Expects the rows from `first` on to read exactly `expected`, one string per row; on a
    /// mismatch the test fails with every compared row, expected against actual, and the screen.
    public func expectLines(_ expected: [String], from first: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let difference = ScreenLines.difference(between: lines, and: expected, from: first) else { return }
        Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
    }

    /// Expects row `row` to read exactly `expected`.
    public func expectLine(_ row: Int, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectLines([expected], from: row, sourceLocation: sourceLocation)
    }
}

/// How a screen differs from the rows a test expects, worded for a failing test.
public enum ScreenLines {
    /// Nil when the rows of `screen` from `first` on read `expected`; otherwise each compared
    /// row (`✗` marking a wrong one, with expected and actual text), then the whole screen.
    public static func difference(between screen: [String], and expected: [String], from first: Int) -> String? {
        let width = String(screen.count).count
        var report: [String] = []
        var mismatches = 0
        for (offset, wanted) in expected.enumerated() {
            let row = first + offset
            let number = String(repeating: " ", count: max(0, width - String(row).count)) + String(row)
            let actual = row >= 0 && row < screen.count ? screen[row] : nil
            let trimmed = trimmingTrailingSpaces(wanted)
            if actual == trimmed {
                report.append("  \(number) │\(trimmed)")
                continue
            }
            mismatches += 1
            report.append("✗ \(number) │\(trimmed)   ← expected")
            report.append("  \(String(repeating: " ", count: width)) │\(actual ?? "(no such row)")   ← actual")
        }
        guard mismatches > 0 else { return nil }
        let rows = expected.count == 1 ? "Row \(first)" : "Rows \(first)–\(first + expected.count - 1)"
        let screenText = screen.enumerated().map { row, text in
            "  " + String(repeating: " ", count: max(0, width - String(row).count)) + "\(row) │\(text)"
        }
        return
            ([
                "\(rows) of the screen differ (\(mismatches) of \(expected.count)):"
            ] + report + ["Screen:"] + screenText).joined(separator: "\n")
    }

    private static func trimmingTrailingSpaces(_ text: String) -> String {
        var result = text
        while result.last == " " { result.removeLast() }
        return result
    }
}
