/// A value `@AppStorage` can keep: it converts to and from the stored string.
public protocol AppStorageValue {
    init?(storageString: String)
    var storageString: String { get }
}

extension Int: AppStorageValue {
    /// Creates an int from the given parts, or nil when they do not make one.
    public init?(storageString: String) { self.init(storageString) }
    /// The value as stored text.
    public var storageString: String { String(self) }
}

extension Bool: AppStorageValue {
    /// Creates a bool from the given parts, or nil when they do not make one.
    public init?(storageString: String) { self.init(storageString) }
    /// The value as stored text.
    public var storageString: String { String(self) }
}

extension String: AppStorageValue {
    /// Creates a string from the given parts, or nil when they do not make one.
    public init?(storageString: String) { self = storageString }
    /// The value as stored text.
    public var storageString: String { self }
}

extension AppStorageValue where Self: RawRepresentable, RawValue: AppStorageValue {
    /// Creates an app storage value from the given parts, or nil when they do not make one.
    public init?(storageString: String) {
        guard let raw = RawValue(storageString: storageString) else { return nil }
        self.init(rawValue: raw)
    }
    /// The value as stored text.
    public var storageString: String { rawValue.storageString }
}
