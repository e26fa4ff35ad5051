/// Where `@AppStorage` keeps its values: the app supplies a persistent store, tests an
/// in-memory one. Values are stored as strings.
public protocol KeyValueStore: AnyObject {
    func string(forKey key: String) -> String?
    /// Stores a value (nil removes it). Throws when the store cannot write.
    func set(_ value: String?, forKey key: String) throws
    /// Calls `reload` whenever values may have changed other than through ``set(_:forKey:)``
    /// (another process wrote them), so that ``ObservableKeyValueStore`` reads them again, as
    /// SwiftUI's `@AppStorage` follows a defaults database changed elsewhere. A store that only
    /// this program writes keeps the default, which never calls it.
    func observeExternalChanges(_ reload: @escaping @MainActor () -> Void)
}

extension KeyValueStore {
    /// Never calls `reload`: only ``set(_:forKey:)`` changes this store.
    public func observeExternalChanges(_ reload: @escaping @MainActor () -> Void) {}
}

/// A ``KeyValueStore`` in memory, for tests and for programs that persist nothing.
public final class InMemoryKeyValueStore: KeyValueStore {
    private var values: [String: String]

    /// A store holding `values`.
    public init(_ values: [String: String] = [:]) { self.values = values }

    /// The value stored under `key`, or nil.
    public func string(forKey key: String) -> String? { values[key] }

    /// Stores `value` under `key`; nil removes it.
    public func set(_ value: String?, forKey key: String) { values[key] = value }
}
