import CursesUI
import CursesUITestSupport

/// What the views reported, each by its name: those that appeared and did not disappear
/// since, those whose task runs, and how many appearances there were in all.
@MainActor
@Observable
final class AppearanceLog<Name: Hashable & Comparable> {
    var shown: Set<Name> = []
    var running: Set<Name> = []
    var appearances = 0
}

/// The log of rows named by their numbers.
typealias RowLog = AppearanceLog<Int>

extension AppearanceLog where Name == String {
    var summary: String {
        let names = { (names: Set<String>) in names.isEmpty ? "none" : names.sorted().joined(separator: ",") }
        return "shown \(names(shown)) running \(names(running)) appeared \(appearances)"
    }
}

extension AppearanceLog where Name == Int {
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
    /// This view recording in `log`, as `name`, its `onAppear`, its `onDisappear` and a long
    /// `task` (which stops only when cancelled).
    func logged<Name>(as name: Name, in log: AppearanceLog<Name>) -> some View {
        onAppear {
            log.shown.insert(name)
            log.appearances += 1
        }
        .onDisappear { log.shown.remove(name) }
        .task {
            log.running.insert(name)
            try? await Task.sleep(for: .seconds(3600))
            log.running.remove(name)  // cancelled: the view went
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
