/// The last few results of a computation with the inputs they came from, newest last: an
/// input that comes back (a sheet that closes gives back the keys of the screen under it) finds
/// its result instead of making it again. A look along a few entries, not a hashed table: the
/// inputs are short lists, compared only when a frame needs them.
struct RecentResults<Input: Equatable, Result> {
    private var entries: [(input: Input, result: Result)] = []
    private let capacity = 4

    /// The result kept for `input`, if it is among the last few.
    func result(for input: Input) -> Result? {
        for entry in entries where entry.input == input { return entry.result }
        return nil
    }

    /// Keeps `result` for `input`, forgetting the oldest when full.
    mutating func keep(_ result: Result, for input: Input) {
        if entries.count == capacity { entries.removeFirst() }
        entries.append((input, result))
    }

    /// Forgets every result (what they were made from changed).
    mutating func removeAll() { entries.removeAll() }
}
