import CursesUICore
import Foundation
import Testing

@testable import PiggyBank

/// What the script commands print can never carry a terminal control sequence.
@MainActor
struct ScriptOutputTests {
    /// A data folder whose one bank has a name full of terminal controls.
    func folderWithHostileName() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-out-\(UUID().uuidString)").path
        let store = try PiggyBankStore.open(directory: folder)
        try store.database.execute(
            "INSERT INTO piggy_banks (name, target_cents, amount_cents, initial_cents, created_at, sort_order) VALUES ('A' || char(27) || '[2J' || char(155) || char(8238) || char(127) || 'B', 100, 0, 0, 0, 1)"
        )
        return folder
    }

    /// What a subcommand prints, run as the binary runs it.
    func output(_ words: String..., folder: String) throws -> String {
        var lines: [String] = []
        try PiggyBankCommand.runCommand(
            words[0], try Arguments(words, valued: CommandTable.valuedOptions), directory: folder, language: .english
        ) { lines.append($0) }
        return lines.joined(separator: "\n")
    }

    @Test func jsonEscapesEveryControlAndStaysValid() throws {
        let json = try output("list", "--json", folder: folderWithHostileName())
        #expect(!json.unicodeScalars.contains { TextSanitizer.isUnsafe($0) && $0 != "\n" })
        #expect(json.contains(#"A\u001b[2J\u009B\u202E\u007FB"#))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        #expect(decoded?.first?["name"] as? String == "A\u{1B}[2J\u{9B}\u{202E}\u{7F}B", "the exact name survives the escaping")
    }

    @Test func plainListAndCSVShowControlsAsVisibleReplacements() throws {
        let folder = try folderWithHostileName()
        for output in [try output("list", folder: folder), try output("export", "--csv", folder: folder)] {
            #expect(!output.unicodeScalars.contains { TextSanitizer.isUnsafe($0) && $0 != "\n" && $0 != "\t" })
            #expect(output.contains("A␛[2J"))
        }
    }
}
