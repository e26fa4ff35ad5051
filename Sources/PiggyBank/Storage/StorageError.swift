/// Why the database could not be opened or changed, in words a user can act on.
public enum StorageError: Error, CustomStringConvertible, Equatable {
    /// The file exists but is not a SQLite database (or is damaged); it is left untouched.
    case corrupt(path: String)
    /// The file was written by a newer piggybank; it is left untouched.
    case newerSchema(path: String, version: Int)
    /// The folder or file cannot be read or written.
    case unavailable(path: String, reason: String)
    /// Another program holds the database locked longer than the busy timeout.
    case busy(path: String)
    /// Anything else SQLite reported.
    case failed(String)

    public var description: String {
        switch self {
        case .corrupt(let path):
            "the database \(path) is damaged or not a piggybank database; it was left untouched (move it away to start afresh)"
        case .newerSchema(let path, let version):
            "the database \(path) was written by a newer piggybank (schema \(version)); it was left untouched — update piggybank to open it"
        case .unavailable(let path, let reason):
            "cannot use \(path): \(reason)"
        case .busy(let path):
            "the database \(path) is busy (another piggybank is writing); try again"
        case .failed(let message):
            "storage error: \(message)"
        }
    }
}
