import CSQLite
import CursesUICore
import FoundationEssentials
import PiggyBank

#if canImport(Glibc)
    import Glibc
#endif

/// The app and the command line over many records (1,000,000 over 1,000 banks by default),
/// seeded with one SQL transaction, in its own process (`--scale-case N`) so that the peak
/// memory is this case's alone.
@MainActor
enum ScaleBenchmark {
    struct Result: Codable {
        var records: Int
        var banks: Int
        var seedSeconds: Double
        var databaseMiB: Double
        var startupMilliseconds: Double
        var recordsFirstFrameMilliseconds: Double
        var recordsPageMilliseconds: Double
        var recordsLastPageMilliseconds: Double
        var filterMilliseconds: Double
        /// Enter on the newest day's date line, folding it.
        var foldMilliseconds: Double
        /// The first character of a note search ("9": a third of the notes match).
        var searchFirstKeyMilliseconds: Double
        /// The fifth ("99999": a handful of notes match, so the first page reads every note).
        var searchRareMilliseconds: Double
        /// A search no note matches: the count and the page each read every note.
        var searchNoneMilliseconds: Double
        /// Esc, clearing the search.
        var searchClearMilliseconds: Double
        var statisticsMilliseconds: Double
        var peakRSSKiB: Int
        var listSeconds: Double
        var recordsJSONHeadSeconds: Double
        var exportCSVSeconds: Double
        var exportCSVPeakRSSKiB: Int
    }

    static func run(records: Int) throws -> Result {
        let banks = 1_000
        let folder = "/tmp/piggybank-bench-scale-\(getpid())"
        // Private, as the app makes its folder: a readable one would open on the notice that it tightened it.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/" + PiggyBankStore.fileName
        let seed = try Statistics.microseconds { try Self.seed(path: path, banks: banks, records: records) }

        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        var app: Application!
        let startup = try Statistics.microseconds {
            let store = try PiggyBankStore.open(directory: folder)
            app = Application(terminal: terminal) { AppLauncher.appRoot(store: store, strings: Strings(.english)) }
            app.start()
        }
        guard terminal.text.contains("Saved") else { throw BenchError("Home did not show: \(terminal.text)") }
        let size = Double(try PiggyBankStore.open(directory: folder).fileSize) / 1_048_576
        let firstFrame = Statistics.microseconds { app.send(.character("r")) }
        guard terminal.text.contains("\(Self.grouped(records)) records") else {
            throw BenchError("the records screen did not show: \(terminal.text)")
        }
        var pages: [Double] = []
        for _ in 0..<20 { pages.append(Statistics.microseconds { app.send(.pageDown) }) }
        let lastPage = Statistics.microseconds { app.send(.end) }
        app.send(.home)
        let fold = Statistics.microseconds { app.send(.enter) }
        guard terminal.text.contains("▸ ") else { throw BenchError("Enter did not fold the day: \(terminal.text)") }
        app.send(.enter)
        app.send(.character("/"))
        let searchKeys = "99999".map { character in Statistics.microseconds { app.send(.character(character)) } }
        guard terminal.text.contains("Notes containing 99999") else { throw BenchError("the search did not show: \(terminal.text)") }
        let searchNone = Statistics.microseconds { app.send(.character("x")) }
        guard terminal.text.contains("0 records") else { throw BenchError("the search found a note with 99999x: \(terminal.text)") }
        let searchClear = Statistics.microseconds { app.send(.escape) }
        app.send(.character("f"))
        app.send(.down)
        app.send(.down)
        let filter = Statistics.microseconds { app.send(.enter) }
        app.send(.escape)
        let statistics = Statistics.microseconds { app.send(.character("s")) }
        guard terminal.text.contains("Net savings per month") else { throw BenchError("statistics did not show") }
        let peak = Statistics.peakRSSKiB

        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("piggybank").path
        let list = try Self.timed(binary, "--data-dir '\(folder)' list > /dev/null")
        let head = try Self.timed(binary, "--data-dir '\(folder)' records --json | head -n 20 > /dev/null")
        let export = try Self.timed(binary, "--data-dir '\(folder)' export --csv > /dev/null")
        let exportPeak = try Self.peakKiB(binary, "--data-dir '\(folder)' export --csv > /dev/null")
        return Result(
            records: records, banks: banks, seedSeconds: seed / 1e6, databaseMiB: size, startupMilliseconds: startup / 1000,
            recordsFirstFrameMilliseconds: firstFrame / 1000, recordsPageMilliseconds: Statistics.median(pages) / 1000,
            recordsLastPageMilliseconds: lastPage / 1000, filterMilliseconds: filter / 1000, foldMilliseconds: fold / 1000,
            searchFirstKeyMilliseconds: searchKeys[0] / 1000, searchRareMilliseconds: searchKeys[4] / 1000,
            searchNoneMilliseconds: searchNone / 1000, searchClearMilliseconds: searchClear / 1000,
            statisticsMilliseconds: statistics / 1000,
            peakRSSKiB: peak, listSeconds: list, recordsJSONHeadSeconds: head, exportCSVSeconds: export, exportCSVPeakRSSKiB: exportPeak)
    }

    /// Wall time of a shell line running the app's binary.
    static func timed(_ binary: String, _ arguments: String) throws -> Double {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError("\(binary) is missing: build it with `swift build -c release --product piggybank`")
        }
        var status: Int32 = 0
        let seconds = Statistics.microseconds { status = system("'\(binary)' \(arguments)") } / 1e6
        guard status == 0 else { throw BenchError("\(arguments) failed") }
        return seconds
    }

    /// Peak memory of the app's binary running `arguments`, measured under a small Python
    /// parent: a child forked from this (large) process would count this process's memory as
    /// its own peak.
    static func peakKiB(_ binary: String, _ arguments: String) throws -> Int {
        let output = "/tmp/piggybank-bench-peak-\(getpid())"
        defer { unlink(output) }
        let script =
            "import resource, subprocess, sys; subprocess.run(sys.argv[1], shell=True, check=True); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
        let line = "'\(binary)' \(arguments)".replacing("\"", with: "\\\"")
        guard system("python3 -c '\(script)' \"\(line)\" > \(output)") == 0, let text = FileManager.default.contents(atPath: output),
            let peak = Int(String(decoding: text, as: UTF8.self).filter { !$0.isWhitespace })
        else { throw BenchError("\(arguments) failed") }
        return peak
    }

    /// The schema (by opening a store), `banks` banks and `records` records spread over them
    /// and over three years, and each bank's balance from its records, in one transaction.
    static func seed(path: String, banks: Int, records: Int) throws {
        _ = try PiggyBankStore(path: path)
        var database: OpaquePointer?
        guard sqlite3_open(path, &database) == SQLITE_OK else { throw BenchError("cannot open \(path)") }
        defer { sqlite3_close(database) }
        let now = Int64(Date().timeIntervalSince1970)
        sqlite3_exec(database, "BEGIN; INSERT INTO settings VALUES ('pageSteps', '0')", nil, nil, nil)
        sqlite3_exec(
            database,
            """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(banks))
            INSERT INTO piggy_banks (name, icon, target_cents, amount_cents, initial_cents, created_at, is_primary, sort_order)
            SELECT 'Goal ' || i, 'pig', 100000000, 0, 0, \(now - 3 * 365 * 86_400), i = 1, i FROM n;
            WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(records - 1))
            INSERT INTO records (bank_id, amount_cents, date, is_deposit, note)
            SELECT i % \(banks) + 1, 100 + i % 5000, \(now) - (\(records) - i) * (3 * 365 * 86400 / \(records)), i % 7 != 0,
                   CASE WHEN i % 3 = 0 THEN 'note ' || i END FROM n;
            UPDATE piggy_banks SET amount_cents = max(0, (SELECT coalesce(sum(CASE WHEN is_deposit THEN amount_cents ELSE -amount_cents END), 0)
                FROM records WHERE bank_id = piggy_banks.id));
            COMMIT;
            """, nil, nil, nil)
    }

    /// A count as the English screens write it: 1,000,000.
    static func grouped(_ count: Int) -> String {
        let digits = Array(String(count))
        return String(
            digits.enumerated().flatMap { index, digit in
                index > 0 && (digits.count - index) % 3 == 0 ? [",", digit] : [digit]
            })
    }
}
