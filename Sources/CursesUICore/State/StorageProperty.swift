/// A value kept as text under a key in a store: what `@AppStorage` and `@SceneStorage` are
/// (``AppStorage``, ``SceneStorage``), with SwiftUI's initialisers; `Scope` says which store.
@propertyWrapper
public struct StorageProperty<Value, Scope: StorageScope>: DynamicProperty {
    let storage: KeyedStorage<Value>

    /// The value kept under `key`, `wrappedValue` until one is set (`Bool`, `Int`, `Double`,
    /// `String`, `URL`, `Date`, `Data`, and any ``AppStorageValue``).
    public init(wrappedValue: Value, _ key: String) where Value: AppStorageValue {
        storage = KeyedStorage(key: key, defaultValue: wrappedValue, codec: StorageCodec())
    }

    /// The enum case kept under `key` by its `String` raw value, `wrappedValue` until one is
    /// set, as SwiftUI's `@AppStorage("theme") var theme = Theme.system`.
    @_disfavoredOverload
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        storage = KeyedStorage(key: key, defaultValue: wrappedValue, codec: StorageCodec(rawValueOf: Value.self))
    }

    /// The enum case kept under `key` by its `Int` raw value, `wrappedValue` until one is set.
    @_disfavoredOverload
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        storage = KeyedStorage(key: key, defaultValue: wrappedValue, codec: StorageCodec(rawValueOf: Value.self))
    }

    /// An optional value kept under `key`, nil until one is set; setting nil removes it, as
    /// SwiftUI's `@AppStorage("name") var name: String?`.
    public init<Wrapped: AppStorageValue>(_ key: String) where Value == Wrapped? {
        storage = KeyedStorage(key: key, defaultValue: nil, codec: StorageCodec(optional: StorageCodec<Wrapped>()))
    }

    /// An optional enum case kept under `key` by its `String` raw value, nil until one is set.
    @_disfavoredOverload
    public init<Wrapped: RawRepresentable>(_ key: String) where Value == Wrapped?, Wrapped.RawValue == String {
        storage = KeyedStorage(key: key, defaultValue: nil, codec: StorageCodec(optional: StorageCodec(rawValueOf: Wrapped.self)))
    }

    /// An optional enum case kept under `key` by its `Int` raw value, nil until one is set.
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

extension StorageProperty: GraphLinkedProperty {
    func link(to node: Node, key propertyName: String) {
        if !Scope.isScene { node.recordEnvironmentRead(EnvironmentRead(keyPath: \EnvironmentValues.appStorage, customKeys: .none)) }
        guard let store = Scope.isScene ? node.graph.sceneStore : node.environment.appStorage else { return }
        storage.link(to: store)
    }
}

/// Which store a ``StorageProperty`` keeps its value in: ``AppStorageScope`` or ``SceneStorageScope``.
public protocol StorageScope {
    /// True for the scene's in-memory store, false for the environment's ``KeyValueStore``.
    static var isScene: Bool { get }
}
