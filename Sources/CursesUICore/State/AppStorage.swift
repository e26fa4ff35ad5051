/// A value kept in the injected key-value store under a key, as SwiftUI's `@AppStorage`:
/// `Bool`, `Int`, `Double`, `String`, `URL`, `Date`, `Data`, enums whose raw value is a
/// `String` or an `Int`, optionals of these, and any ``AppStorageValue``.
///
/// The store comes from the environment (``View/appStorage(_:)``); the app passes its
/// SQLite-backed store, tests an ``InMemoryKeyValueStore``.
///
/// ```swift
/// @AppStorage("pageSteps") var pageSteps = 1
/// ```
public typealias AppStorage<Value> = StorageProperty<Value, AppStorageScope>

/// The scope of ``AppStorage``: the environment's ``KeyValueStore``.
public enum AppStorageScope: StorageScope {
    /// False: the environment's store.
    public static var isScene: Bool { false }
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
