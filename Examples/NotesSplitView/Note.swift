import Foundation
import Observation

@Observable
class Note: Identifiable {
    let id = UUID()
    var title: String
    var body: String
    var modified: Date
    var isPinned: Bool

    init(title: String, body: String = "", modified: Date = .now, isPinned: Bool = false) {
        self.title = title
        self.body = body
        self.modified = modified
        self.isPinned = isPinned
    }

    var wordCount: Int {
        body.split { $0.isWhitespace || $0.isNewline }.count
    }
}

@Observable
class NoteStore {
    var notes: [Note] = [
        Note(title: "Shopping list", body: "Eggs\nMilk\nBread\nCoffee beans", modified: .now.addingTimeInterval(-3_600)),
        Note(title: "App ideas", body: "A habit tracker with streaks.\nA recipe scaler.", modified: .now.addingTimeInterval(-86_400), isPinned: true),
        Note(title: "Books to read", body: "The Pragmatic Programmer\nDesigning Data-Intensive Applications", modified: .now.addingTimeInterval(-172_800))
    ]

    var sortedNotes: [Note] {
        notes.sorted { lhs, rhs in
            if lhs.isPinned != rhs.isPinned {
                return lhs.isPinned
            }
            return lhs.modified > rhs.modified
        }
    }

    func note(with id: Note.ID?) -> Note? {
        notes.first { $0.id == id }
    }

    @discardableResult
    func addNote() -> Note {
        let note = Note(title: "New Note")
        notes.append(note)
        return note
    }

    func delete(_ note: Note) {
        notes.removeAll { $0.id == note.id }
    }
}
