/// A value kept in the injected key-value store under a key, as SwiftUI's `@AppStorage`.
///
/// The store comes from the environment (``View/appStorage(_:)``); the app passes its
/// SQLite-backed store, tests an ``InMemoryKeyValueStore``.
///
/// ```swift
/// @AppStorage("pageSteps") var pageSteps = 1
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let storage: KeyedStorage<Value>

    /// The value stored under `key`, `wrappedValue` until one is stored (`Bool`, `Int`,
    /// `Double`, `String`, `URL`, `Date`, `Data`, and any ``AppStorageValue``).
    public init(wrappedValue: Value, _ key: String) where Value: AppStorageValue {
        storage = KeyedStorage(key: key, defaultValue: wrappedValue, codec: StorageCodec())
    }

    /// The enum case stored under `key` by its `String` raw value, `wrappedValue` until one is
    /// stored, as SwiftUI's `@AppStorage("theme") var theme = Theme.system`.
    @_disfavoredOverload
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        storage = KeyedStorage(key: key, defaultValue: wrappedValue, codec: StorageCodec(rawValueOf: Value.self))
    }

    /// The enum case stored under `key` by its `Int` raw value, `wrappedValue` until one is stored.
    @_disfavoredOverload
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        storage = KeyedStorage(key: key, defaultValue: wrappedValue, codec: StorageCodec(rawValueOf: Value.self))
    }

    /// An optional value stored under `key`, nil until one is stored; setting nil removes it,
    /// as SwiftUI's `@AppStorage("name") var name: String?`.
    public init<Wrapped: AppStorageValue>(_ key: String) where Value == Wrapped? {
        storage = KeyedStorage(key: key, defaultValue: nil, codec: StorageCodec(optional: StorageCodec<Wrapped>()))
    }

    /// An optional enum case stored under `key` by its `String` raw value, nil until one is stored.
    @_disfavoredOverload
    public init<Wrapped: RawRepresentable>(_ key: String) where Value == Wrapped?, Wrapped.RawValue == String {
        storage = KeyedStorage(key: key, defaultValue: nil, codec: StorageCodec(optional: StorageCodec(rawValueOf: Wrapped.self)))
    }

    /// An optional enum case stored under `key` by its `Int` raw value, nil until one is stored.
    @_disfavoredOverload
    public init<Wrapped: RawRepresentable>(_ key: String) where Value == Wrapped?, Wrapped.RawValue == Int {
        storage = KeyedStorage(key: key, defaultValue: nil, codec: StorageCodec(optional: StorageCodec(rawValueOf: Wrapped.self)))
    }

    @MainActor
    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    @MainActor
    /// A binding to the value, for `$name`.
    public var projectedValue: Binding<Value> { storage.binding }
}

extension AppStorage: GraphLinkedProperty {
    func link(to node: Node, key propertyName: String) {
        guard let store = node.environment.appStorage else { return }
        storage.link(to: store)
    }
}

/// The store and slot an `@AppStorage` property was linked to; unlinked (outside a view graph
/// with a store) it keeps its value in memory, so writes still stick.
final class AppStorageLocation {
    var store: ObservableKeyValueStore?
    var slot = StateBox<String?>(nil)
}

/// The location of an `@AppStorage` binding: the store's slot for the key, compared by
/// identity; reading and writing go through the property, which parses and stores.
struct AppStorageSlotLocation<Value>: BindingLocation {
    let slot: StateBox<String?>
    let read: () -> Value
    let write: (Value) -> Void

    func get() -> Value { read() }
    func set(_ newValue: Value) { write(newValue) }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.slot === rhs.slot }
}
