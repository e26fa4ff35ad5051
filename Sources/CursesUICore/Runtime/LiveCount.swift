/// A count of things a view graph has registered somewhere else (state readers, Observation
/// registrations), kept by whatever it counts, so the graph can report how many still stand.
final class LiveCount: @unchecked Sendable {
    private(set) var value = 0

    func add(_ amount: Int = 1) { value += amount }
    func remove(_ amount: Int = 1) { value -= amount }
}
