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

extension Double: AppStorageValue {
    /// Reads the value from its stored text; nil when the text is not one.
    public init?(storageString: String) { self.init(storageString) }
    /// The value as stored text (exact: it reads back as the same `Double`).
    public var storageString: String { String(self) }
}

extension Date: AppStorageValue {
    /// Reads the date from its stored seconds since the reference date; nil when the text is not a number.
    public init?(storageString: String) {
        guard let seconds = Double(storageString) else { return nil }
        self.init(timeIntervalSinceReferenceDate: seconds)
    }
    /// The date as seconds since the reference date (2001-01-01), exactly.
    public var storageString: String { String(timeIntervalSinceReferenceDate) }
}

extension URL: AppStorageValue {
    /// Reads the URL from its stored text; nil when the text is not one.
    public init?(storageString: String) { self.init(string: storageString) }
    /// The URL's absolute string.
    public var storageString: String { absoluteString }
}

extension Data: AppStorageValue {
    /// Reads the bytes from their stored Base64 text; nil when the text is not Base64.
    public init?(storageString: String) { self.init(base64Encoded: storageString) }
    /// The bytes as Base64 text.
    public var storageString: String { base64EncodedString() }
}
