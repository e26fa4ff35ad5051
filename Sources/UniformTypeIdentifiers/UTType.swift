/// A type of data, as the UniformTypeIdentifiers framework's `UTType`: an identifier such as
/// `public.comma-separated-values-text`, the filename extensions it goes by, and the types it
/// conforms to. The declared types are the common public ones a file prompt filters by; a
/// filename extension they do not know makes a dynamic type conforming to ``data``.
///
/// ```swift
/// static var readableContentTypes: [UTType] { [.commaSeparatedText] }
/// ```
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as `public.plain-text`.
    public let identifier: String
    /// The filename extensions of the type, the preferred one first.
    let filenameExtensions: [String]
    /// The identifiers of the types this type conforms to directly.
    let parents: [String]

    init(declared identifier: String, extensions: [String] = [], conformsTo parents: [String]) {
        self.identifier = identifier
        filenameExtensions = extensions
        self.parents = parents
    }

    /// The declared type with `identifier`, or nil when no type has it.
    public init?(_ identifier: String) {
        guard let type = Self.declared.first(where: { $0.identifier == identifier }) else { return nil }
        self = type
    }

    /// A type the program declares and exports, named `identifier`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declared: identifier, conformsTo: [(parentType ?? .data).identifier])
    }

    /// A type the program uses and another declares, named `identifier`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declared: identifier, conformsTo: [(parentType ?? .data).identifier])
    }

    /// The type whose files end in `.filenameExtension` and that conforms to `supertype`; an
    /// extension no declared type has makes a dynamic type. Nil when the type found does not
    /// conform to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let wanted = filenameExtension.lowercased()
        guard !wanted.isEmpty else { return nil }
        if let type = Self.declared.first(where: { $0.filenameExtensions.contains(wanted) }) {
            guard type.conforms(to: supertype) else { return nil }
            self = type
        } else {
            self.init(declared: "dyn.\(wanted)", extensions: [wanted], conformsTo: [supertype.identifier])
        }
    }

    /// The extension a file of this type is given when it is saved, such as `csv`.
    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// True when this type is `type` or conforms to it through its supertypes
    /// (`.commaSeparatedText` conforms to `.plainText`, `.text` and `.data`).
    public func conforms(to type: UTType) -> Bool {
        if self == type { return true }
        return parents.contains { parent in
            parent == type.identifier || (UTType(parent).map { $0.conforms(to: type) } ?? false)
        }
    }

    /// True when `type` is this type or conforms to it.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// True when this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The identifier.
    public var description: String { identifier }

    /// Two types are the same when their identifiers are.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension UTType {
    /// The base type of every item.
    public static let item = UTType(declared: "public.item", conformsTo: [])
    /// The base type of byte streams: files.
    public static let data = UTType(declared: "public.data", conformsTo: ["public.item"])
    /// The base type of documents and media.
    public static let content = UTType(declared: "public.content", conformsTo: [])
    /// Text of any encoding and markup.
    public static let text = UTType(declared: "public.text", conformsTo: ["public.data", "public.content"])
    /// Text with no markup, in an unspecified encoding (`.txt`).
    public static let plainText = UTType(declared: "public.plain-text", extensions: ["txt", "text"], conformsTo: ["public.text"])
    /// Plain text in UTF-8.
    public static let utf8PlainText = UTType(declared: "public.utf8-plain-text", conformsTo: ["public.plain-text"])
    /// Comma-separated values (`.csv`).
    public static let commaSeparatedText = UTType(
        declared: "public.comma-separated-values-text", extensions: ["csv"], conformsTo: ["public.delimited-values-text"])
    /// Tab-separated values (`.tsv`).
    public static let tabSeparatedText = UTType(
        declared: "public.tab-separated-values-text", extensions: ["tsv"], conformsTo: ["public.delimited-values-text"])
    /// Text of values divided by a delimiter.
    public static let delimitedText = UTType(declared: "public.delimited-values-text", conformsTo: ["public.text"])
    /// JavaScript Object Notation (`.json`).
    public static let json = UTType(declared: "public.json", extensions: ["json"], conformsTo: ["public.text"])
    /// XML (`.xml`).
    public static let xml = UTType(declared: "public.xml", extensions: ["xml"], conformsTo: ["public.text"])
    /// HTML (`.html`).
    public static let html = UTType(declared: "public.html", extensions: ["html", "htm"], conformsTo: ["public.text"])
    /// Rich Text Format (`.rtf`).
    public static let rtf = UTType(declared: "public.rtf", extensions: ["rtf"], conformsTo: ["public.text"])
    /// Source code of any language.
    public static let sourceCode = UTType(declared: "public.source-code", conformsTo: ["public.plain-text"])
    /// A property list (`.plist`).
    public static let propertyList = UTType(declared: "com.apple.property-list", extensions: ["plist"], conformsTo: ["public.data"])
    /// The base type of images.
    public static let image = UTType(declared: "public.image", conformsTo: ["public.data", "public.content"])
    /// A PNG image (`.png`).
    public static let png = UTType(declared: "public.png", extensions: ["png"], conformsTo: ["public.image"])
    /// A JPEG image (`.jpeg`, `.jpg`).
    public static let jpeg = UTType(declared: "public.jpeg", extensions: ["jpeg", "jpg"], conformsTo: ["public.image"])
    /// A PDF document (`.pdf`).
    public static let pdf = UTType(declared: "com.adobe.pdf", extensions: ["pdf"], conformsTo: ["public.data", "public.content"])
    /// A ZIP archive (`.zip`).
    public static let zip = UTType(declared: "public.zip-archive", extensions: ["zip"], conformsTo: ["public.data"])
    /// A URL.
    public static let url = UTType(declared: "public.url", conformsTo: ["public.data"])
    /// A URL of a file.
    public static let fileURL = UTType(declared: "public.file-url", conformsTo: ["public.url"])
    /// A directory.
    public static let folder = UTType(declared: "public.folder", conformsTo: ["public.item"])

    static let declared: [UTType] = [
        .item, .data, .content, .text, .plainText, .utf8PlainText, .commaSeparatedText, .tabSeparatedText, .delimitedText,
        .json, .xml, .html, .rtf, .sourceCode, .propertyList, .image, .png, .jpeg, .pdf, .zip, .folder, .url, .fileURL,
    ]
}
