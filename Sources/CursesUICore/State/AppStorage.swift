/// A value kept in the injected key-value store under a key, as SwiftUI's `@AppStorage`.
///
/// The store comes from the environment (``View/appStorage(_:)``); the app passes its
/// SQLite-backed store, tests an ``InMemoryKeyValueStore``.
///
/// ```swift
/// @AppStorage("pageSteps") var pageSteps = 1
/// ```
@propertyWrapper
public struct AppStorage<Value: AppStorageValue>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let location = AppStorageLocation()

    /// The value stored under `key`, `wrappedValue` until one is stored.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        defaultValue = wrappedValue
    }

    @MainActor
    /// The current value.
    public var wrappedValue: Value {
        get {
            guard let string = location.slot.value else { return defaultValue }
            return Value(storageString: string) ?? defaultValue
        }
        nonmutating set {
            if let store = location.store {
                store.write(newValue.storageString, forKey: key)
            } else {
                location.slot.value = newValue.storageString
            }
        }
    }

    @MainActor
    /// A binding to the value, for `$name`.
    public var projectedValue: Binding<Value> {
        Binding(location: AppStorageSlotLocation(slot: location.slot, read: { self.wrappedValue }, write: { self.wrappedValue = $0 }))
    }
}

extension AppStorage: GraphLinkedProperty {
    func link(to node: Node, key propertyName: String) {
        guard let store = node.environment.appStorage else { return }
        location.store = store
        location.slot = store.slot(key)
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
