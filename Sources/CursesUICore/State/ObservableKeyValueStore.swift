import Observation

/// Wraps a ``KeyValueStore`` so that reading a key in a body subscribes that body to the key.
///
/// One observable slot per key, shared by every `@AppStorage` with that key, so two views
/// reading `pageSteps` stay in step. When the backing store reports a change made elsewhere
/// (``KeyValueStore/observeExternalChanges(_:)``) every slot is read again, and the readers of
/// the keys whose value moved re-render. A failed write is kept in ``lastError`` and the value
/// in memory still changes, so the interface never freezes on a storage fault.
@MainActor
public final class ObservableKeyValueStore {
    /// The store the values are read from and written to.
    public let backing: KeyValueStore
    private var slots: [String: StateBox<String?>] = [:]
    /// The error of the most recent write that failed, if any.
    public private(set) var lastError: Error?

    /// Makes `backing` observable per key.
    public init(_ backing: KeyValueStore) {
        self.backing = backing
        backing.observeExternalChanges { [weak self] in self?.reload() }
    }

    /// Reads every key in use again from the backing store; only the readers of a key whose
    /// value changed are invalidated.
    public func reload() {
        for (key, slot) in slots {
            let stored = backing.string(forKey: key)
            slot.value = stored
        }
    }

    func slot(_ key: String) -> StateBox<String?> {
        if let slot = slots[key] { return slot }
        let slot = StateBox<String?>(backing.string(forKey: key))
        slots[key] = slot
        return slot
    }

    func write(_ value: String?, forKey key: String) {
        do {
            try backing.set(value, forKey: key)
        } catch {
            lastError = error
        }
        slot(key).value = value
    }

    /// Forgets the last write error (after it was shown).
    public func clearError() { lastError = nil }
}
