import Foundation

/// A file's contents in memory, as Foundation's `FileWrapper` (which Foundation on Linux
/// lacks): what a ``FileDocument`` reads from and writes to. Only regular files: a directory
/// wrapper has no counterpart here.
open class FileWrapper {
    /// The bytes of the file.
    public private(set) var regularFileContents: Data?
    /// The name the file is saved under when no other is given.
    open var preferredFilename: String?
    /// The name of the file read or last written.
    open var filename: String?

    /// A wrapper holding `contents`.
    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
    }

    /// A wrapper holding the contents of the file at `url`.
    public init(url: URL, options: ReadingOptions = []) throws {
        regularFileContents = try Data(contentsOf: url)
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    /// True: every wrapper here is of a regular file.
    open var isRegularFile: Bool { regularFileContents != nil }

    /// False: directory wrappers are not made here.
    open var isDirectory: Bool { false }

    /// Writes the contents to `url`, replacing what is there.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        try (regularFileContents ?? Data()).write(to: url, options: options.contains(.atomic) ? .atomic : [])
        filename = url.lastPathComponent
    }

    /// How a wrapper reads its file, as Foundation's `FileWrapper.ReadingOptions`.
    public struct ReadingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read the contents at once (they always are here).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Read without mapping the file (always so here).
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a wrapper writes its file, as Foundation's `FileWrapper.WritingOptions`.
    public struct WritingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary file, then move it into place.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Keep the file names of the children (no children here).
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }
}
