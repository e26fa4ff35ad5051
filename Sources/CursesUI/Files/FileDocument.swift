import CursesUICore
import Foundation
import UniformTypeIdentifiers

/// A document held in a value, as SwiftUI's `FileDocument`: it says which types it reads and
/// writes, is made from a file's contents and turns itself into them. ``View/fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)``
/// writes one to the path the user types.
public protocol FileDocument {
    /// The types the document can be read from.
    static var readableContentTypes: [UTType] { get }
    /// The types the document can be written as; by default those it reads.
    static var writableContentTypes: [UTType] { get }
    /// The document made from a file's contents.
    init(configuration: ReadConfiguration) throws
    /// The file's contents for the document.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    /// What a document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document is written with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The types the document reads.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a ``FileDocument`` is read from, and its type.
public struct FileDocumentReadConfiguration {
    /// The type of the file.
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper
}

/// The type a ``FileDocument`` is written as, and the file it replaces if any.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file being replaced, nil for a new one.
    public let existingFile: FileWrapper?
}
