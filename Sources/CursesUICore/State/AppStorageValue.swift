/// A value `@AppStorage` can keep: it converts to and from the stored string.
public protocol AppStorageValue {
    init?(storageString: String)
    var storageString: String { get }
}

extension Int: AppStorageValue {
    /// Reads the value from its stored text; nil when the text is not one.
    public init?(storageString: String) { self.init(storageString) }
    /// The value as stored text.
    public var storageString: String { String(self) }
}

extension Bool: AppStorageValue {
    /// Reads the value from its stored text; nil when the text is not one.
    public init?(storageString: String) { self.init(storageString) }
    /// The value as stored text.
    public var storageString: String { String(self) }
}

extension String: AppStorageValue {
    /// Reads the value from its stored text; nil when the text is not one.
    public init?(storageString: String) { self = storageString }
    /// The value as stored text.
    public var storageString: String { self }
}

extension AppStorageValue where Self: RawRepresentable, RawValue: AppStorageValue {
    /// Reads the value from its stored text; nil when the text is not one.
    public init?(storageString: String) {
        guard let raw = RawValue(storageString: storageString) else { return nil }
        self.init(rawValue: raw)
    }
    /// The value as stored text.
    public var storageString: String { rawValue.storageString }
}
