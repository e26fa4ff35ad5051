/// What `@AppStorage` and `@SceneStorage` share: a value kept as text under a key in an
/// ``ObservableKeyValueStore`` once linked, in memory before.
struct KeyedStorage<Value> {
    let key: String
    let defaultValue: Value
    let codec: StorageCodec<Value>
    let location = AppStorageLocation()

    @MainActor
    var value: Value {
        get {
            guard let string = location.slot.value else { return defaultValue }
            return codec.decode(string) ?? defaultValue
        }
        nonmutating set {
            if let store = location.store {
                store.write(codec.encode(newValue), forKey: key)
            } else {
                location.slot.value = codec.encode(newValue)
            }
        }
    }

    @MainActor
    var binding: Binding<Value> {
        Binding(location: AppStorageSlotLocation(slot: location.slot, read: { self.value }, write: { self.value = $0 }))
    }

    @MainActor
    func link(to store: ObservableKeyValueStore) {
        location.store = store
        location.slot = store.slot(key)
    }
}

/// How a stored value becomes text and back; an optional's nil is no text (the key removed).
struct StorageCodec<Value> {
    let decode: (String) -> Value?
    let encode: (Value) -> String?
}

extension StorageCodec where Value: AppStorageValue {
    init() { self.init(decode: { Value(storageString: $0) }, encode: { $0.storageString }) }
}

extension StorageCodec where Value: RawRepresentable, Value.RawValue: AppStorageValue {
    init(rawValueOf type: Value.Type) {
        self.init(
            decode: { Value.RawValue(storageString: $0).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue.storageString })
    }
}

extension StorageCodec {
    /// An optional kept as `wrapped` keeps its value; nil removes the key.
    init<Wrapped>(optional wrapped: StorageCodec<Wrapped>) where Value == Wrapped? {
        self.init(decode: { wrapped.decode($0).map { .some($0) } }, encode: { $0.flatMap(wrapped.encode) })
    }
}
