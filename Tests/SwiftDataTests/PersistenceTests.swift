import Foundation
import SwiftData
import Testing

/// A container with a store file: what is saved is read back by the next container (the next
/// run), an autosave writes without `save()`, and a store that cannot be read is moved aside.
@MainActor
struct PersistenceTests {
    let url = temporaryStore()

    func container() throws -> ModelContainer {
        try ModelContainer(for: Note.self, Shelf.self, Volume.self, configurations: ModelConfiguration(url: url))
    }

    @Test func savedModelsAreReadBackWithTheirValuesAndIdentities() throws {
        let first = try container().mainContext
        let note = Note(title: "Plan", words: 7, isPinned: true)
        note.tags = ["work", "q3"]
        note.due = Date(timeIntervalSinceReferenceDate: 1000.25)
        note.bytes = 9_007_199_254_740_993  // 2^53 + 1: not a Double
        first.insert(note)
        first.insert(Note(title: "Aside", words: 2))
        try first.save()
        #expect(!first.hasChanges)

        let next = try container().mainContext
        let notes = try next.fetch(FetchDescriptor<Note>())
        #expect(notes.map(\.title) == ["Plan", "Aside"])
        #expect(notes[0].words == 7 && notes[0].isPinned && notes[0].tags == ["work", "q3"])
        #expect(notes[0].due == Date(timeIntervalSinceReferenceDate: 1000.25))
        #expect(notes[1].due == nil)
        #expect(notes[0].bytes == 9_007_199_254_740_993)
        #expect(notes[0].persistentModelID == note.persistentModelID)
    }

    @Test func relationshipsAreReadBackAsTheSameModels() throws {
        let first = try container().mainContext
        let shelf = Shelf(name: "Novels")
        let emma = Volume(title: "Emma")
        emma.isOpen = true
        shelf.volumes = [emma, Volume(title: "Persuasion")]
        shelf.featured = emma
        first.insert(shelf)
        try first.save()

        let next = try container().mainContext
        let shelves = try next.fetch(FetchDescriptor<Shelf>())
        #expect(shelves.map(\.volumes.count) == [2])
        #expect(shelves[0].volumes.map(\.title) == ["Emma", "Persuasion"])
        #expect(shelves[0].featured === shelves[0].volumes[0])
        #expect(shelves[0].volumes[0].isOpen == false, "@Transient is not stored")
        #expect(try next.fetch(FetchDescriptor<Volume>()).count == 2)
    }

    @Test func deletedModelsStayDeletedAfterSaving() throws {
        let first = try container().mainContext
        let gone = Note(title: "Gone", words: 1)
        first.insert(gone)
        first.insert(Note(title: "Kept", words: 1))
        try first.save()
        first.delete(gone)
        try first.save()
        #expect(try container().mainContext.fetch(FetchDescriptor<Note>()).map(\.title) == ["Kept"])
    }

    @Test func aChangeIsAutosavedWithoutCallingSave() async throws {
        let first = try container().mainContext
        first.insert(Note(title: "Autosaved", words: 1))
        #expect(first.hasChanges)
        let saved = await eventually { !first.hasChanges }
        #expect(saved)
        #expect(try container().mainContext.fetch(FetchDescriptor<Note>()).map(\.title) == ["Autosaved"])
    }

    @Test func aStoreThatCannotBeReadIsMovedAsideAndTheContainerStartsEmpty() throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data("{\"entities\": not json".utf8)
        try garbage.write(to: url)
        let context = try container().mainContext
        #expect(try context.fetch(FetchDescriptor<Note>()).isEmpty)
        let folder = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        let aside = folder.filter { $0.hasPrefix("default.store.unreadable-") }
        #expect(aside.count == 1)
        #expect(!folder.contains("default.store"), "not overwritten before a save")
        #expect(FileManager.default.contents(atPath: url.deletingLastPathComponent().appendingPathComponent(aside[0]).path) == garbage)
    }

    @Test func aRecordOfTheWrongShapeIsMovedAsideToo() throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let wrongShape = Data(#"{"version":1,"entities":{"Note":[{"id":"X","values":{"title":"no words"}}]}}"#.utf8)
        try wrongShape.write(to: url)
        #expect(try container().mainContext.fetch(FetchDescriptor<Note>()).isEmpty)
        let folder = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(folder.filter { $0.hasPrefix("default.store.unreadable-") }.count == 1)
    }

    @Test func anEntityTheSchemaDoesNotNameIsWrittenBackAsItWasRead() throws {
        let wide = try container().mainContext
        wide.insert(Shelf(name: "Kept"))
        try wide.save()
        let narrow = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: url)).mainContext
        narrow.insert(Note(title: "n", words: 1))
        try narrow.save()
        #expect(try container().mainContext.fetch(FetchDescriptor<Shelf>()).map(\.name) == ["Kept"])
    }

    @Test func theDefaultStoreIsInTheDataHomeUnderTheProgramsName() {
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        let saved = getenv("XDG_DATA_HOME").map { String(cString: $0) }
        setenv("XDG_DATA_HOME", "/tmp/data-home", 1)
        defer { if let saved { setenv("XDG_DATA_HOME", saved, 1) } else { unsetenv("XDG_DATA_HOME") } }
        #expect(ModelConfiguration(isStoredInMemoryOnly: false).url.path == "/tmp/data-home/\(program)/default.store")
    }

    /// Waits (up to ten seconds, yielding to the main actor) for `condition`.
    func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<1000 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }
}
