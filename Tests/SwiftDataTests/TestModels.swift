import Foundation
import SwiftData

@Model
final class Note {
    @Attribute(.unique) var title: String
    var words: Int
    var isPinned = false
    var tags: [String] = []
    var due: Date?
    var bytes: Int64 = 0

    init(title: String, words: Int, isPinned: Bool = false) {
        self.title = title
        self.words = words
        self.isPinned = isPinned
    }
}

@Model
final class Shelf {
    var name: String
    @Relationship(deleteRule: .cascade) var volumes: [Volume] = []
    var featured: Volume?

    init(name: String) {
        self.name = name
    }
}

@Model
final class Volume {
    var title: String
    @Transient var isOpen = false

    init(title: String) {
        self.title = title
    }
}

/// A store file in a folder of its own under the temporary directory.
func temporaryStore() -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("SwiftDataTests-\(UUID().uuidString)")
        .appendingPathComponent("default.store")
}
