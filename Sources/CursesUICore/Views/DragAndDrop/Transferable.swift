/// A type whose values can be dragged, dropped, copied and shared, as `CoreTransferable`'s
/// `Transferable`: it says how its values turn into data in ``transferRepresentation``.
///
/// ```swift
/// extension Card: Transferable {
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///     }
/// }
/// ```
///
/// A terminal has no drag session nor pasteboard, so a program's representations are
/// accepted and not used: `draggable(_:)` and `dropDestination(for:action:isTargeted:)` have
/// no effect.
public protocol Transferable {
    /// The type of the representation.
    associatedtype Representation: TransferRepresentation

    /// How values of this type are represented as data.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension String: Transferable {
    /// Plain text.
    public static var transferRepresentation: CodableRepresentation<String> { CodableRepresentation(contentType: .plainText) }
}

extension Data: Transferable {
    /// The bytes.
    public static var transferRepresentation: CodableRepresentation<Data> { CodableRepresentation(contentType: .data) }
}

extension URL: Transferable {
    /// The URL.
    public static var transferRepresentation: CodableRepresentation<URL> { CodableRepresentation(contentType: .url) }
}
