import Foundation
import Testing

@testable import PiggyBank

/// `export --json` and `import` through the command line code, on real folders and files.
@MainActor
struct ImportCommandTests {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-import-\(UUID().uuidString)").path

    /// Runs a subcommand as the binary does, in `folder`; the lines it printed.
    @discardableResult
    func run(_ words: String..., in folder: String) throws -> String {
        var lines: [String] = []
        try PiggyBankCommand.runCommand(
            words[0], try Arguments(words, valued: CommandTable.valuedOptions), directory: folder, language: .english
        ) { lines.append($0) }
        return lines.joined(separator: "\n")
    }

    /// Two banks, the second made primary, exported to a file.
    func exportedFile() throws -> String {
        let source = base + "/source"
        try run("add", "--name", "Bike", "--target", "300", in: source)
        try run("add", "--name", "Trip", "--target", "900", "--initial", "50", in: source)
        try run("primary", "Bike", in: source)
        try run("settings", "currency", "EUR", in: source)
        let file = base + "/export.json"
        try run("export", "--json", file, in: source)
        return file
    }

    func primaryName(in folder: String) throws -> String? {
        try PiggyBankStore.open(directory: folder).allBanks().first(where: \.isPrimary)?.name
    }

    @Test func mergeIntoAnEmptyFolderKeepsWhichBankIsPrimary() throws {
        let file = try exportedFile()
        let target = base + "/merged"
        #expect(try run("import", file, "--merge", in: target).hasPrefix("imported 2 piggy banks"))
        #expect(try primaryName(in: target) == "Bike")
        #expect(try run("list", in: target).split(separator: "\n").count == 2)
    }

    @Test func mergeIntoAStoreWithAPrimaryBankKeepsThatOne() throws {
        let file = try exportedFile()
        let target = base + "/busy"
        try run("add", "--name", "House", "--target", "5000", in: target)
        try run("import", file, "--merge", in: target)
        #expect(try primaryName(in: target) == "House")
        #expect(try PiggyBankStore.open(directory: target).allBanks().filter(\.isPrimary).count == 1)
    }

    @Test func importIntoAnEmptyStoreNeedsNoMode() throws {
        let file = try exportedFile()
        let target = base + "/fresh"
        #expect(try run("import", file, in: target).hasPrefix("imported 2 piggy banks, 1 record,"))
        #expect(try primaryName(in: target) == "Bike")
        #expect(try run("export", "--json", in: target).contains("\"name\" : \"Trip\""))
        #expect(try run("settings", "currency", in: target) == "EUR", "settings are restored inside the import's transaction")
    }

    @Test func importWithoutModeIntoAStoreWithBanksIsRefusedAndChangesNothing() throws {
        let file = try exportedFile()
        let target = base + "/full"
        try run("add", "--name", "House", "--target", "5000", in: target)
        #expect(throws: UsageError("import needs --replace or --merge")) { try run("import", file, in: target) }
        #expect(try PiggyBankStore.open(directory: target).allBanks().map(\.name) == ["House"])
    }
}
