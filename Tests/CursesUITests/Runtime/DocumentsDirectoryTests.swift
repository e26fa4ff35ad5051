import CursesUI
import Testing

/// `URL.documentsDirectory`, where an iOS program saves its files: the program's own folder in
/// the data home, there as soon as it is asked for, so a first save works.
@MainActor
struct DocumentsDirectoryTests {
    @Test func theDocumentsAreTheProgramsFolderInTheDataHomeAndExist() throws {
        let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("DocumentsDirectoryTests-\(UUID().uuidString)")
        setenv("XDG_DATA_HOME", dataHome.path, 1)
        let documents = URL.documentsDirectory
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        #expect(documents.path == dataHome.appendingPathComponent(program).path)
        try Data("saved".utf8).write(to: documents.appendingPathComponent("items.json"))
        #expect(try String(contentsOf: documents.appendingPathComponent("items.json"), encoding: .utf8) == "saved")
        try? FileManager.default.removeItem(at: dataHome)
    }
}
