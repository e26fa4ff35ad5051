/// Represents a `Codable` value as data of `contentType`, as `CoreTransferable`'s
/// `CodableRepresentation` (which encodes as JSON by default).
///
/// ```swift
/// static var transferRepresentation: some TransferRepresentation {
///     CodableRepresentation(contentType: .json)
/// }
/// ```
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    /// The kind of data the value is encoded as.
    public let contentType: UTType

    /// Represents values of `itemType` as `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.contentType = contentType
    }
}

/// Represents a value by another ``Transferable`` value (a card by its title), as
/// `CoreTransferable`'s `ProxyRepresentation`.
///
/// ```swift
/// ProxyRepresentation(exporting: \.title)
/// ```
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    /// Makes the proxy of a value.
    public let exporting: @Sendable (Item) throws -> Proxy

    /// Represents each value by what `exporting` makes of it.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {
        self.exporting = exporting
    }
}
