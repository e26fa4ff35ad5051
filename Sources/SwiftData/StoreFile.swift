import CursesUI

#if canImport(Glibc)
    import Glibc
#endif

/// The file a store lives in: every model's record, by entity name, as JSON.
struct StoreFile {
    /// The file's contents.
    struct Contents: Codable {
        var version = 1
        var entities: [String: [_ModelRecord]] = [:]
    }

    let url: URL

    /// The records in the file; empty when there is no file yet. A file that cannot be read is
    /// moved aside (its name gets `.unreadable-` and the time) with a message on standard
    /// error, and the store starts empty.
    func read() -> Contents {
        guard let data = FileManager.default.contents(atPath: url.path) else { return Contents() }
        do {
            return try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            moveAside(because: error)
            return Contents()
        }
    }

    /// Moves the file aside with a message on standard error (a store that cannot be read is
    /// never overwritten).
    func moveAside(because error: any Error) {
        let stamp = Int(Date().timeIntervalSince1970)
        let aside = url.path + ".unreadable-\(stamp)"
        let moved = rename(url.path, aside) == 0
        let outcome = moved ? "moved it to \(aside)" : "could not move it aside (errno \(errno))"
        let message = "SwiftData: the store \(url.path) cannot be read (\(error)); \(outcome) and started an empty store.\n"
        FileHandle.standardError.write(Data(message.utf8))
    }

    /// Writes `contents` to a temporary file beside the store, then renames it over the store,
    /// so the store is always either the old one or the new one.
    func write(_ contents: Contents) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(contents)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = url.path + ".tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        guard rename(temporary, url.path) == 0 else {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }
}
