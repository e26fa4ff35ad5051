import CursesUICore
import Foundation
import Testing

@testable import PiggyBank

#if canImport(Glibc)
    import Glibc
#endif

/// The data folder is 0700 and every file the app writes 0600, whatever the umask; a folder an
/// earlier version left readable is tightened, and the user is told once.
@MainActor
@Suite(.serialized)
struct FilePrivacyTests {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-privacy-\(UUID().uuidString)").path

    static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : nil
    }

    /// Runs `body` with the process umask set to `mask` (the umask is the process's own).
    func with<T>(umask mask: mode_t, _ body: () throws -> T) rethrows -> T {
        let old = umask(mask)
        defer { umask(old) }
        return try body()
    }

    func run(_ words: String..., in folder: String) throws {
        try PiggyBankCommand.runCommand(
            words[0], try Arguments(words, valued: CommandTable.valuedOptions), directory: folder, language: .english
        ) { _ in }
    }

    @Test(arguments: [mode_t(0o022), 0o002, 0])
    func aFreshStartIsPrivateWhateverTheUmask(mask: mode_t) throws {
        try with(umask: mask) {
            let folder = base + "/data-\(mask)"
            try run("add", "--name", "Bike", "--target", "300", "--initial", "20", in: folder)
            let store = try PiggyBankStore.open(directory: folder)
            try store.deposit(5, into: try #require(store.primaryBank).id)
            #expect(Self.mode(folder) == 0o700)
            for suffix in ["", "-wal", "-shm"] {
                #expect(Self.mode(folder + "/piggybank.sqlite" + suffix) == 0o600, "piggybank.sqlite\(suffix)")
            }
            let backup = base + "/backup-\(mask).sqlite", export = base + "/export-\(mask).json", csv = base + "/export-\(mask).csv"
            try run("backup", backup, in: folder)
            try run("export", "--json", export, in: folder)
            try run("export", "--csv", csv, in: folder)
            try run("restore", backup, in: folder)
            for file in [backup, export, csv, folder + "/piggybank.sqlite.bak"] {
                #expect(Self.mode(file) == 0o600, "\(file)")
            }
            #expect(!store.owesPrivacyNotice, "nothing was tightened, so nothing is told")
        }
    }

    @Test func anExportOverAReadableFileReplacesItWithAPrivateOne() throws {
        let folder = base + "/data"
        try run("add", "--name", "Bike", "--target", "300", in: folder)
        let file = base + "/old.json"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("old".utf8), attributes: [.posixPermissions: 0o644]))
        try run("export", "--json", file, in: folder)
        #expect(Self.mode(file) == 0o600)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"Bike\""))
    }

    /// A folder as 0.2 left it with the usual umask: 0755, the database and its copies 0644.
    func readableOldFolder() throws -> String {
        let folder = base + "/old"
        try with(umask: 0o022) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: MigrationTests.fixtures.appendingPathComponent("v1-home-many-records.sqlite").path,
                toPath: folder + "/piggybank.sqlite")
            #expect(FileManager.default.createFile(atPath: folder + "/notes.txt", contents: Data("mine".utf8)))
        }
        chmod(folder, 0o755)
        chmod(folder + "/piggybank.sqlite", 0o644)
        chmod(folder + "/notes.txt", 0o644)
        return folder
    }

    @Test func aReadableFolderOfTheAppIsTightenedWithItsFilesAndTheUpgradeCopy() throws {
        let folder = try readableOldFolder()
        unlink(folder + "/notes.txt")
        let store = try PiggyBankStore.open(directory: folder)
        #expect(Self.mode(folder) == 0o700)
        for name in ["piggybank.sqlite", "piggybank.sqlite-wal", "piggybank.sqlite-shm", "piggybank.sqlite.v1.bak"] {
            #expect(Self.mode(folder + "/" + name) == 0o600, "\(name)")
        }
        #expect(store.owesPrivacyNotice)
    }

    @Test func inAFolderWithOtherFilesOnlyTheAppsFilesAreTouched() throws {
        let folder = try readableOldFolder()
        _ = try PiggyBankStore.open(directory: folder)
        #expect(Self.mode(folder + "/piggybank.sqlite") == 0o600)
        #expect(Self.mode(folder + "/notes.txt") == 0o644)
    }

    @Test func theAppTellsOnceAndTheCommandLineThenSaysNothing() throws {
        let folder = try readableOldFolder()
        let app = try AppHarness(directory: folder)
        #expect(app.screen.contains("Your savings folder is now private"))
        #expect(app.screen.contains("Only you can read") && app.screen.contains(folder))
        app.press(.enter)
        #expect(!app.screen.contains("Your savings folder is now private"))
        try app.relaunch()
        #expect(!app.screen.contains("Your savings folder is now private"), "told once, stored")
        #expect(!app.store.owesPrivacyNotice)
    }

    @Test func theCommandLineTellsOnceOnStandardErrorWhenItOpensFirst() throws {
        let folder = try readableOldFolder()
        let store = try PiggyBankStore.open(directory: folder)
        #expect(store.owesPrivacyNotice)
        try run("list", in: folder)
        #expect(!store.owesPrivacyNotice, "the command line told the user")
    }
}
