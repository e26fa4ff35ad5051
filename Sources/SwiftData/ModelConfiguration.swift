import CursesUI

/// Where and how a ``ModelContainer`` stores its models, as SwiftData's `ModelConfiguration`.
///
/// A store that is not in memory only is a file: by default `default.store` in a folder named
/// after the program in the user's data directory (`$XDG_DATA_HOME`, else `$HOME/.local/share`).
public struct ModelConfiguration: Sendable {
    /// The configuration's name; the default store file is named after it.
    public let name: String
    /// The model types this configuration stores; nil: the container's schema.
    public let schema: Schema?
    /// True when the models live only as long as the program.
    public let isStoredInMemoryOnly: Bool
    /// False when saving is refused.
    public let allowsSave: Bool
    /// The store file.
    public let url: URL

    /// A configuration named `name` (default "default"), stored in the user's data directory
    /// unless `isStoredInMemoryOnly`.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        url = URL._programDataDirectory.appendingPathComponent("\(self.name).store")
    }

    /// A configuration stored in the file at `url`.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.schema = schema
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.url = url
    }
}
