import Foundation
import SwiftData
import Testing

/// A context's models in memory: what insert, delete, fetch (sorted, filtered) and a unique
/// attribute do, and that reads and changes are observable.
@MainActor
struct ModelContextTests {
    let context = try! ModelContainer(for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)).mainContext

    func titles(_ descriptor: FetchDescriptor<Note> = FetchDescriptor()) throws -> [String] {
        try context.fetch(descriptor).map(\.title)
    }

    @Test func insertedModelsAreFetchedInTheOrderTheyWereInserted() throws {
        context.insert(Note(title: "b", words: 2))
        context.insert(Note(title: "a", words: 1))
        #expect(try titles() == ["b", "a"])
        #expect(try context.fetchCount(FetchDescriptor<Note>()) == 2)
    }

    @Test func aDeletedModelIsNoLongerFetched() throws {
        let first = Note(title: "first", words: 1)
        context.insert(first)
        context.insert(Note(title: "second", words: 2))
        context.delete(first)
        #expect(try titles() == ["second"])
        #expect(first.isDeleted)
        #expect(first.modelContext == nil)
    }

    @Test func sortDescriptorsOrderTheResults() throws {
        for (title, words) in [("pear", 30), ("apple", 10), ("fig", 30)] { context.insert(Note(title: title, words: words)) }
        #expect(try titles(FetchDescriptor(sortBy: [SortDescriptor(\.title)])) == ["apple", "fig", "pear"])
        let byWordsThenTitle = FetchDescriptor<Note>(sortBy: [SortDescriptor(\.words, order: .reverse), SortDescriptor(\.title)])
        #expect(try titles(byWordsThenTitle) == ["fig", "pear", "apple"])
    }

    @Test func aPredicateFiltersTheResultsAndLimitAndOffsetCutThem() throws {
        for (title, pinned) in [("a", true), ("b", false), ("c", true), ("d", true)] {
            context.insert(Note(title: title, words: 1, isPinned: pinned))
        }
        #expect(try titles(FetchDescriptor(predicate: #Predicate { $0.isPinned })) == ["a", "c", "d"])
        #expect(try titles(FetchDescriptor(predicate: #Predicate { !$0.isPinned && $0.title == "b" })) == ["b"])
        var page = FetchDescriptor<Note>(predicate: #Predicate { $0.isPinned })
        page.fetchOffset = 1
        page.fetchLimit = 1
        #expect(try titles(page) == ["c"])
    }

    @Test func insertingAUniqueValueAgainUpdatesTheStoredModel() throws {
        let stored = Note(title: "Groceries", words: 3)
        context.insert(stored)
        context.insert(Note(title: "Groceries", words: 12))
        let notes = try context.fetch(FetchDescriptor<Note>())
        #expect(notes.count == 1)
        #expect(notes.first === stored)
        #expect(stored.words == 12)
    }

    @Test func aFetchIsInvalidatedByAnInsertADeleteAndAPropertyChange() throws {
        let note = Note(title: "watched", words: 1)
        context.insert(note)
        func changes(_ action: () -> Void) throws -> Bool {
            nonisolated(unsafe) var changed = false
            _ = withObservationTracking {
                try? context.fetch(FetchDescriptor<Note>())
            } onChange: {
                changed = true
            }
            action()
            return changed
        }
        #expect(try changes { context.insert(Note(title: "another", words: 1)) })
        #expect(try changes { note.words = 5 })
        #expect(try changes { context.delete(note) })
        #expect(try !changes {})
    }

    @Test func aModelIsObservableAsAnObservableClassIs() {
        let note = Note(title: "read", words: 1)
        nonisolated(unsafe) var changed = false
        _ = withObservationTracking {
            note.words
        } onChange: {
            changed = true
        }
        note.title = "another property"
        #expect(!changed)
        note.words = 2
        #expect(changed)
    }

    @Test func deletingAModelDeletesWhatItsCascadeRelationshipHolds() throws {
        let container = try ModelContainer(for: Shelf.self, Volume.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        let shelf = Shelf(name: "Poetry")
        shelf.volumes = [Volume(title: "Odes"), Volume(title: "Sonnets")]
        let loose = Volume(title: "Loose")
        shelf.featured = loose
        context.insert(shelf)
        #expect(try context.fetch(FetchDescriptor<Volume>()).map(\.title) == ["Odes", "Sonnets", "Loose"], "inserted with the shelf")
        context.delete(shelf.volumes[1])
        #expect(shelf.volumes.map(\.title) == ["Odes"], "a deleted model leaves the relationships that held it")
        context.delete(loose)
        #expect(shelf.featured == nil)
        let newLoose = Volume(title: "Loose")
        shelf.featured = newLoose
        context.delete(shelf)
        #expect(try context.fetch(FetchDescriptor<Volume>()).map(\.title) == ["Loose"], "no cascade on featured")
        #expect(newLoose.modelContext === context, "inserted when saved or fetched, as a related model")
    }
}
