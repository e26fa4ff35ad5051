/// A uniform type identifier, as `UniformTypeIdentifiers`' `UTType`: it names the kind of
/// data a ``TransferRepresentation`` carries. A terminal has no pasteboard nor drag session,
/// so a type is a name only.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as `public.json`.
    public let identifier: String

    /// The type of `identifier`.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    /// A type the program declares and exports, named `identifier`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
    }

    /// A type the program uses but another declares, named `identifier`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
    }

    /// The identifier.
    public var description: String { identifier }

    /// Any item.
    public static let item = UTType(exportedAs: "public.item")
    /// Any content.
    public static let content = UTType(exportedAs: "public.content")
    /// A stream of bytes.
    public static let data = UTType(exportedAs: "public.data")
    /// Text.
    public static let text = UTType(exportedAs: "public.text")
    /// Text without markup.
    public static let plainText = UTType(exportedAs: "public.plain-text")
    /// Text without markup, in UTF-8.
    public static let utf8PlainText = UTType(exportedAs: "public.utf8-plain-text")
    /// JSON.
    public static let json = UTType(exportedAs: "public.json")
    /// A URL.
    public static let url = UTType(exportedAs: "public.url")
    /// A file URL.
    public static let fileURL = UTType(exportedAs: "public.file-url")
    /// An image.
    public static let image = UTType(exportedAs: "public.image")
    /// A PNG image.
    public static let png = UTType(exportedAs: "public.png")
    /// A JPEG image.
    public static let jpeg = UTType(exportedAs: "public.jpeg")
    /// A PDF document.
    public static let pdf = UTType(exportedAs: "com.adobe.pdf")
}
