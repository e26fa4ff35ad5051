import Foundation
import Testing

/// Recurring deposits, export and import, backup and restore, and the command line around
/// them, on real files with the real binary, including the faults the issue lists.
struct SavingsForYearsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-years-\(UUID().uuidString)").path

    func run(_ arguments: String...) throws -> Subprocess.Result {
        try Subprocess.run(TmuxSession.binary, ["--data-dir", folder] + arguments)
    }

    func runIn(_ directory: String, _ arguments: String...) throws -> Subprocess.Result {
        try Subprocess.run(TmuxSession.binary, ["--data-dir", directory] + arguments)
    }

    func errors(_ arguments: String...) throws -> Subprocess.Result {
        try Subprocess.runCapturingErrors(TmuxSession.binary, ["--data-dir", folder] + arguments)
    }

    func sql(_ query: String, in directory: String? = nil) throws -> String {
        try Subprocess.run("/usr/bin/sqlite3", [(directory ?? folder) + "/piggybank.sqlite", query]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func shell(_ script: String) throws -> String {
        try Subprocess.run("/bin/bash", ["-c", script]).output
    }

    static func daysAgo(_ days: Int) -> String {
        Date(timeIntervalSinceNow: -Double(days) * 86_400).formatted(.iso8601.year().month().day())
    }

    /// A bank with a daily deposit of 1.00 whose start makes exactly `count` occurrences due.
    func dailyBank(occurrences count: Int) throws {
        #expect(try run("add", "--name", "Daily", "--target", "100000").status == 0)
        #expect(try run("schedule", "Daily", "1", "--every", "day", "--from", Self.daysAgo(count - 1)).status == 0)
    }

    // MARK: Recurring deposits

    @Test func aMonthlyDepositOnThe31stCatchesUpOncePerMonth() async throws {
        _ = try run("add", "--name", "Rent 房租", "--target", "5000")
        #expect(
            try run("schedule", "Rent 房租", "100", "--every", "month", "--on", "31", "--from", "2026-01-01", "--until", "2026-04-30").status
                == 0)
        let due = try run("run-due")
        #expect(due.status == 0)
        #expect(due.output.contains("deposited $400.00 into Rent 房租 (4 occurrences, 2026-01-31…2026-04-30)"))
        #expect(try run("run-due").output.contains("nothing was due"))
        let days = try sql(
            "SELECT group_concat(date(date, 'unixepoch'), ' ') FROM (SELECT date FROM records WHERE is_automatic ORDER BY date)")
        #expect(days == "2026-01-31 2026-02-28 2026-03-31 2026-04-30")
        #expect(try run("records", "Rent 房租").output.contains("deposit · auto"))
        let schedules = try JSONSerialization.jsonObject(with: Data(try run("schedules", "--json").output.utf8)) as? [[String: Any]]
        #expect(schedules?.first?["lastRun"] as? String == "2026-04-30")
        #expect(try run("schedule", "Rent 房租", "--off").status == 0)
        #expect(try run("schedules").output.contains("no recurring deposits"))
    }

    @Test func killedDuringACatchUpOf500ItDepositedAllOrNothingAndARerunGivesOneRecordPerOccurrence() async throws {
        try dailyBank(occurrences: 500)
        for delay in ["0.01", "0.02", "0.03", "0.04", "0.06", "0.08"] {
            _ = try sql("DELETE FROM records; UPDATE piggy_banks SET amount_cents = 0; UPDATE schedules SET last_run_on = NULL")
            let done = try shell(
                "'\(TmuxSession.binary)' --data-dir '\(folder)' run-due >/dev/null 2>&1 & pid=$!; sleep \(delay); kill -9 $pid 2>/dev/null; wait $pid 2>/dev/null; sqlite3 '\(folder)/piggybank.sqlite' 'SELECT count(*) FROM records'"
            )
            let count = Int(done.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
            #expect(count == 0 || count == 500, "killed after \(delay) s: \(count) records")
            #expect(try run("run-due").status == 0)
            #expect(try sql("SELECT count(*), count(DISTINCT date), sum(amount_cents) FROM records") == "500|500|50000")
            #expect(try sql("SELECT amount_cents FROM piggy_banks") == "50000", "the balance matches the records")
        }
    }

    @Test func twoRunDueProcessesAtOnceDepositEachOccurrenceOnce() async throws {
        try dailyBank(occurrences: 500)
        let output = try shell(
            "for i in 1 2 3; do '\(TmuxSession.binary)' --data-dir '\(folder)' run-due > /dev/null & done; wait; echo done")
        #expect(output.contains("done"))
        #expect(try sql("SELECT count(*), count(DISTINCT date), sum(amount_cents) FROM records") == "500|500|50000")
        #expect(try sql("SELECT amount_cents FROM piggy_banks") == "50000")
    }

    // MARK: Export and import

    func storeWithEverything() throws {
        _ = try run("add", "--name", "旅行 Trip", "--target", "1,200.50", "--icon", "plane", "--initial", "100", "--expires", "2027-06-30")
        _ = try run("add", "--name", "Bike", "--target", "300")
        _ = try run("deposit", "Bike", "300", "--note", "全部 \"quoted\"")
        _ = try run("withdraw", "旅行 Trip", "20.25", "--note", "tickets")
        _ = try run("schedule", "Bike", "5", "--every", "week", "--on", "3", "--from", "2026-11-01")
        _ = try run("run-due")
        _ = try run("settings", "currency", "EUR")
        _ = try run("settings", "language", "zh-Hans")
    }

    @Test func exportImportExportIsTheSameDocumentApartFromTheExportTime() async throws {
        try storeWithEverything()
        let first = try run("export", "--json")
        #expect(first.status == 0)
        let file = folder + "-export.json"
        try first.output.write(toFile: file, atomically: true, encoding: .utf8)
        let other = folder + "-copy"
        let imported = try runIn(other, "import", file, "--replace")
        #expect(imported.status == 0)
        #expect(imported.output.contains("imported 2 piggy banks"))
        let second = try runIn(other, "export", "--json")
        func withoutTime(_ text: String) -> [String] {
            text.split(separator: "\n").filter { !$0.contains("\"exported\"") }.map(String.init)
        }
        #expect(withoutTime(first.output) == withoutTime(second.output))
        #expect(withoutTime(first.output).count > 40)
        #expect(try runIn(other, "list").output.contains("€"), "settings came along")
        let csvFile = folder + "-export.csv"
        #expect(try run("export", "--csv", csvFile).output == "exported to \(csvFile)\n")
        #expect(try String(contentsOfFile: csvFile, encoding: .utf8) == (try run("export", "--csv").output), "a file gets what stdout gets")
    }

    @Test func aBadImportChangesNothingAndNamesTheFirstProblem() async throws {
        try storeWithEverything()
        let good = try run("export", "--json").output
        let before = try sql("SELECT count(*), sum(amount_cents) FROM records")
        let cases: [(String, String)] = [
            (String(good.prefix(good.count / 2)), "not valid JSON"),
            (good.replacing(#""target" : "300.00""#, with: #""target" : 300"#), "banks[1].target: expected a string"),
            (good.replacing(#""target" : "300.00""#, with: #""target" : "-5""#), "banks[1].target"),
            (good.replacing(#""target" : "300.00""#, with: #""target" : "2000000000000""#), "is not an amount"),
            (good.replacing(#""version" : 2"#, with: #""version" : 9"#), "version 9 is not supported"),
            (good.replacing(#""amount" : "300.00""#, with: #""amount" : "999.00""#), "is not what its records add up to"),
            ("[1, 2, 3]", "expected an object"),
        ]
        for (index, (document, reason)) in cases.enumerated() {
            let file = folder + "-bad-\(index).json"
            try document.write(toFile: file, atomically: true, encoding: .utf8)
            for mode in ["--merge", "--replace"] {
                let result = try errors("import", file, mode, "--force")
                #expect(result.status == 2, "\(reason)")
                #expect(result.output.contains(reason) && result.output.contains("nothing was imported"), "\(reason): \(result.output)")
            }
        }
        #expect(try sql("SELECT count(*), sum(amount_cents) FROM records") == before)
        #expect(try run("list").output.split(separator: "\n").count == 2)
    }

    @Test func controlCharactersAreStrippedAndNamesThatClashAreReported() async throws {
        try storeWithEverything()
        var document = try run("export", "--json").output
        document = document.replacing("\"Bike\"", with: "\"B\\u0007i\\u001bke\\u009b\"")
        let file = folder + "-hostile.json"
        try document.write(toFile: file, atomically: true, encoding: .utf8)
        let dry = try run("import", file, "--merge", "--dry-run")
        #expect(dry.output.contains("would import 2 piggy banks"))
        #expect(dry.output.contains("“Bike” already existed"))
        #expect(try run("list").output.split(separator: "\n").count == 2, "a dry run changes nothing")
        #expect(try run("import", file, "--merge").status == 0)
        #expect(try sql("SELECT count(*) FROM piggy_banks WHERE name = 'Bike'") == "2")
        #expect(try sql("SELECT count(*) FROM piggy_banks WHERE name GLOB '*[^ -~]*' AND name NOT GLOB '*旅行*'") == "0")
        let replace = try errors("import", file, "--replace")
        #expect(replace.status == 2 && replace.output.contains("--replace needs an empty store or --force"))
    }

    @Test func tenThousandBanksAndAFiftyMegabyteFileImport() async throws {
        var banks: [String] = []
        for index in 0..<10_000 {
            banks.append(
                #"{"id":\#(index + 1),"name":"Bank \#(index)","target":"100.00","amount":"1.00","initial":"1.00","created":"2026-01-01T00:00:00Z","primary":false,"order":\#(index),"records":[{"id":\#(index + 1),"amount":"1.00","type":"deposit","date":"2026-01-01T00:00:00Z","automatic":false}]}"#
            )
        }
        let many =
            #"{"format":"piggybank","version":1,"exported":"2026-01-01T00:00:00Z","settings":{},"banks":[\#(banks.joined(separator: ","))]}"#
        try many.write(toFile: folder + "-many.json", atomically: true, encoding: .utf8)
        let result = try run("import", folder + "-many.json", "--replace")
        #expect(result.status == 0, "\(result.output)")
        #expect(try sql("SELECT count(*), sum(amount_cents) FROM piggy_banks") == "10000|1000000")

        let note = String(repeating: "长", count: 17_000_000)  // 51 MB of UTF-8
        let big =
            #"{"format":"piggybank","version":1,"exported":"2026-01-01T00:00:00Z","settings":{},"banks":[{"id":1,"name":"Big","target":"100.00","amount":"1.00","initial":"1.00","created":"2026-01-01T00:00:00Z","primary":true,"order":1,"records":[{"id":1,"amount":"1.00","type":"deposit","date":"2026-01-01T00:00:00Z","note":"\#(note)","automatic":false}]}]}"#
        try big.write(toFile: folder + "-big.json", atomically: true, encoding: .utf8)
        let merged = try run("import", folder + "-big.json", "--merge")
        #expect(merged.status == 0)
        #expect(
            try sql("SELECT length(note) FROM records WHERE bank_id = (SELECT max(id) FROM piggy_banks)") == "200", "a long note is cut")
    }

    // MARK: Backup and restore

    @Test func aBackupTakenWhileTheAppWritesIsConsistentAndRestores() async throws {
        _ = try run("add", "--name", "Busy", "--target", "100000")
        let app = try AppRun(arguments: "--data-dir '\(folder)'")
        try await app.session.waitFor("Saved $0.00")
        for _ in 0..<30 {
            try app.session.send("d")
            try app.session.send("1", literal: true)
            try app.session.send("Enter")
        }
        let backup = folder + "-backup.sqlite"
        #expect(try run("backup", backup).status == 0)
        try await app.session.waitFor("Saved $30.00")
        try app.session.send("q")
        let check = try Subprocess.run(
            "/usr/bin/sqlite3",
            [
                backup,
                "PRAGMA integrity_check; SELECT count(*) FROM piggy_banks b WHERE amount_cents != (SELECT coalesce(sum(amount_cents), 0) FROM records WHERE bank_id = b.id)",
            ])
        #expect(check.output == "ok\n0\n", "the copy is whole and every balance matches its records")
        _ = try run("deposit", "Busy", "1000")
        let restored = try run("restore", backup)
        #expect(restored.status == 0)
        #expect(!(try run("list").output.contains("$1,030.00")), "the deposit after the backup is gone")
        #expect(FileManager.default.fileExists(atPath: folder + "/piggybank.sqlite.bak"))
        #expect(
            try Subprocess.run("/usr/bin/sqlite3", [folder + "/piggybank.sqlite.bak", "SELECT amount_cents FROM piggy_banks"]).output
                .contains("103000"))
    }

    @Test func aCorruptOrNewerBackupIsRefusedAndNothingIsReplaced() async throws {
        _ = try run("add", "--name", "Kept", "--target", "10")
        let garbage = folder + "-garbage.sqlite"
        try Data(repeating: 0x42, count: 8192).write(to: URL(fileURLWithPath: garbage))
        let corrupt = try errors("restore", garbage)
        #expect(corrupt.status == 1 && corrupt.output.contains("damaged"))
        let newer = folder + "-newer.sqlite"
        #expect(try run("backup", newer).status == 0)
        _ = try Subprocess.run("/usr/bin/sqlite3", [newer, "PRAGMA user_version = 99"])
        let refused = try errors("restore", newer)
        #expect(refused.status == 1 && refused.output.contains("newer piggybank"))
        #expect(try run("list").output.contains("Kept"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/piggybank.sqlite.bak"))
    }

    // MARK: The command line itself

    @Test func helpForACommandAndSuggestionsForATypo() async throws {
        let help = try run("help", "deposit")
        #expect(help.status == 0 && help.output.contains("usage: piggybank deposit NAME|ID AMOUNT") && help.output.contains("example:"))
        #expect(try run("deposit", "--help").output == help.output)
        let typo = try errors("depsit", "Trip", "5")
        #expect(typo.status == 2 && typo.output.contains("did you mean `deposit`?"))
        let option = try errors("list", "--jsn")
        #expect(option.status == 2 && option.output.contains("did you mean `--json`?"))
        let setting = try errors("settings", "currency", "XYZ")
        #expect(setting.status == 2 && setting.output.contains("use one of: CNY"))
    }

    @Test func bashCompletesCommandsOptionsAndBankNames() async throws {
        _ = try run("add", "--name", "Trip to Japan", "--target", "10")
        let binaryFolder = URL(fileURLWithPath: TmuxSession.binary).deletingLastPathComponent().path
        func complete(_ words: String...) throws -> String {
            try shell(
                """
                export PATH='\(binaryFolder)':$PATH PIGGYBANK_DATA_DIR='\(folder)'
                source <(piggybank completions bash)
                COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1); _piggybank
                printf '%s\\n' "${COMPREPLY[@]}"
                """)
        }
        #expect(try complete("piggybank", "dep") == "deposit\n")
        #expect(try complete("piggybank", "records", "--si") == "--since\n")
        #expect(try complete("piggybank", "deposit", "Tr") == "Trip to Japan\n")
        for shell in ["zsh", "fish"] { #expect(try run("completions", shell).output.contains("deposit")) }
    }
}
