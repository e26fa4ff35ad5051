/// Counts the Observation registrations a node's evaluation left in `@Observable` models.
///
/// The change handler holds one of these; Observation keeps the handler while a registration
/// stands and drops it when the registration fires (or nothing was read), so the number of
/// live instances is the number of live registrations: what the soak test keeps bounded.
final class ObservationRegistration: Sendable {
    private let count: LiveCount

    init(counting count: LiveCount) {
        self.count = count
        count.add()
    }

    /// Called from the change handler; nothing to do but keep the instance reachable until now.
    func fired() {}

    deinit { count.remove() }
}
