/// A list whose runs of rows may be folded to their first row (a day's records to its date
/// line): how many rows show, and which row shows at each position. Only the folded runs are
/// kept, so a list of a million rows costs nothing more than one of ten.
public struct FoldedRows: Equatable, Sendable {
    /// The rows before folding.
    public let total: Int
    /// The folded runs in order, clipped to the list, none empty.
    let runs: [Range<Int>]

    /// `total` rows with each of `folded` showing only its first row.
    public init(total: Int, folded: [Range<Int>]) {
        self.total = max(0, total)
        runs = folded.map { $0.clamped(to: 0..<max(0, total)) }.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// How many rows show.
    public var count: Int { total - runs.reduce(0) { $0 + $1.count - 1 } }

    /// The row shown at a position.
    public func row(at position: Int) -> Int {
        var hidden = 0
        for run in runs {
            if position <= run.lowerBound - hidden { break }
            hidden += run.count - 1
        }
        return position + hidden
    }

    /// The folded run that begins at `row`, or nil when that row heads none.
    public func foldedRun(startingAt row: Int) -> Range<Int>? { runs.first { $0.lowerBound == row } }
}
