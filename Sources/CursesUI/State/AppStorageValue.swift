/// A value `@AppStorage` can keep: it converts to and from the stored string.
public protocol AppStorageValue {
    init?(storageString: String)
    var storageString: String { get }
}

extension Int: AppStorageValue {
    public init?(storageString: String) { self.init(storageString) }
    public var storageString: String { String(self) }
}

extension Bool: AppStorageValue {
    public init?(storageString: String) { self.init(storageString) }
    public var storageString: String { String(self) }
}

extension String: AppStorageValue {
    public init?(storageString: String) { self = storageString }
    public var storageString: String { self }
}

extension AppStorageValue where Self: RawRepresentable, RawValue: AppStorageValue {
    public init?(storageString: String) {
        guard let raw = RawValue(storageString: storageString) else { return nil }
        self.init(rawValue: raw)
    }
    public var storageString: String { rawValue.storageString }
}
