import CursesUI
import CursesUITestSupport

/// What the rows reported: those that appeared and did not disappear since, those whose
/// task runs, and how many times a row appeared in all.
@MainActor
@Observable
final class RowLog {
    var shown: Set<Int> = []
    var running: Set<Int> = []
    var appearances = 0

    var summary: String { "shown \(Self.spans(shown)) running \(Self.spans(running)) appeared \(appearances)" }

    /// The lines the buttons "Row first" … "Row last" draw.
    static func buttons(_ numbers: ClosedRange<Int>) -> [String] { numbers.map { "[ Row \($0) ]" } }

    /// `[0, 1, 2, 5]` as "0-2,5".
    static func spans(_ numbers: Set<Int>) -> String {
        var spans: [String] = []
        var numbers = numbers.sorted()[...]
        while let first = numbers.popFirst() {
            var last = first
            while numbers.first == last + 1 { last = numbers.removeFirst() }
            spans.append(first == last ? "\(first)" : "\(first)-\(last)")
        }
        return spans.isEmpty ? "none" : spans.joined(separator: ",")
    }
}

extension View {
    /// This view recording in `log`, as row `number`, its `onAppear`, its `onDisappear` and a
    /// long `task` (which stops only when cancelled).
    func logged(as number: Int, in log: RowLog) -> some View {
        onAppear {
            log.shown.insert(number)
            log.appearances += 1
        }
        .onDisappear { log.shown.remove(number) }
        .task {
            log.running.insert(number)
            try? await Task.sleep(for: .seconds(3600))
            log.running.remove(number)  // cancelled: the row left
        }
    }
}

extension Driver {
    /// The screen's lines without the scroll indicator in the last column, trailing spaces cut.
    var linesBesideScrollIndicator: [String] {
        lines.map { line in
            var row = String(line.prefix(79))
            while row.last == " " { row.removeLast() }
            return row
        }
    }
}
