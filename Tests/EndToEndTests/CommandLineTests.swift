import Foundation
import Testing

/// The script subcommands of the real binary on a temporary data folder.
struct CommandLineTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-cli-\(UUID().uuidString)").path

    func run(_ arguments: String...) throws -> Subprocess.Result {
        try Subprocess.run(TmuxSession.binary, ["--data-dir", folder] + arguments)
    }

    func runCapturingErrors(_ arguments: String...) throws -> Subprocess.Result {
        try Subprocess.runCapturingErrors(TmuxSession.binary, ["--data-dir", folder] + arguments)
    }

    @Test func addDepositWithdrawAndListAsJSON() async throws {
        #expect(try run("add", "--name", "Trip", "--target", "1200.50", "--icon", "plane", "--initial", "100").status == 0)
        #expect(try run("deposit", "Trip", "50", "--note", "salary").status == 0)
        #expect(try run("withdraw", "1", "20.25").status == 0)
        let list = try run("list", "--json")
        #expect(list.status == 0)
        let banks = try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]]
        #expect(banks?.count == 1)
        #expect(banks?.first?["amount"] as? String == "129.75")
        #expect(banks?.first?["target"] as? String == "1200.50")
        #expect(banks?.first?["icon"] as? String == "plane")
        let records = try run("records", "Trip")
        #expect(records.output.split(separator: "\n").count == 3)
        #expect(records.output.hasPrefix("-       $20.25  2"), "text shows the currency (the dollar in English)")
        #expect(banks?.first?["currency"] as? String == "USD")
    }

    @Test func aFolderLeftReadableIsMadePrivateAndTheUserIsToldOnce() async throws {
        #expect(try run("add", "--name", "Bike", "--target", "500").status == 0)
        func mode(_ path: String) throws -> Int {
            (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
        }
        #expect(try mode(folder) == 0o700 && mode(folder + "/piggybank.sqlite") == 0o600)
        // As 0.2 left it with the usual umask.
        chmod(folder, 0o755)
        chmod(folder + "/piggybank.sqlite", 0o644)
        let first = try runCapturingErrors("list")
        #expect(first.status == 0 && first.output.contains("Only you can read \(folder) now"))
        #expect(try mode(folder) == 0o700 && mode(folder + "/piggybank.sqlite") == 0o600)
        #expect(try runCapturingErrors("list").output.isEmpty, "told once")
    }

    @Test func exportWritesCSVWithQuotedFields() async throws {
        _ = try run("add", "--name", "Say \"hi\", world", "--target", "10")
        let csv = try run("export", "--csv")
        #expect(csv.status == 0)
        #expect(csv.output.contains("\"Say \"\"hi\"\", world\""))
    }

    @Test func badArgumentsExitWith2AndWriteNothing() async throws {
        let cases: [[String]] = [
            ["add", "--name", "X", "--target", "12a"], ["add", "--name", "X", "--target", "1.234"],
            ["add", "--name", "X", "--target", "-5"], ["add", "--name", "X", "--target", "2000000000000"],
            ["add", "--name", String(repeating: "长", count: 31), "--target", "5"], ["add", "--target", "5"],
            ["deposit", "nobody", "5"], ["list", "--jsn"], ["frobnicate"], ["--lang", "klingon"],
        ]
        for arguments in cases {
            let result = try Subprocess.runCapturingErrors(TmuxSession.binary, ["--data-dir", folder] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(
                result.output.hasPrefix("piggybank: ") && result.output.split(separator: "\n").count == 1, "\(arguments): \(result.output)")
        }
        #expect(try run("list").output.trimmingCharacters(in: .whitespacesAndNewlines) == "no piggy banks")
    }

    @Test func aDepositGoesPastTheTargetButNotPastTheLargestAmount() async throws {
        _ = try run("add", "--name", "Small", "--target", "10")
        #expect(try run("deposit", "Small", "1,500.25").status == 0)
        #expect(try run("list").output.contains("$1,500.25/$10.00"))
        let result = try runCapturingErrors("deposit", "Small", "999999999999")
        #expect(result.status == 2)
        #expect(result.output.contains("a piggy bank holds at most 1,000,000,000,000.00; only 999,999,998,499.75 more fits"))
        #expect(try run("list").output.contains("$1,500.25/$10.00"), "nothing was deposited")
    }

    @Test func aCorruptDatabaseGivesOneLineAndStatus1AndIsNotTouched() async throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/piggybank.sqlite"
        let garbage = Data(repeating: 0x42, count: 2048)
        #expect(FileManager.default.createFile(atPath: path, contents: garbage))
        let result = try runCapturingErrors("list")
        #expect(result.status == 1)
        #expect(result.output.contains("is damaged or not a piggybank database; it was left untouched"))
        #expect(FileManager.default.contents(atPath: path) == garbage)
    }

    @Test func helpAndVersion() async throws {
        #expect(try run("--help").output.contains("usage: piggybank"))
        #expect(try run("--version").output.hasPrefix("piggybank "))
    }
}
