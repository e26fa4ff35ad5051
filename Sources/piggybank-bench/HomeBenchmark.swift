import CSQLite
import CursesUICore
import FoundationEssentials
import PiggyBank

#if canImport(Glibc)
    import Glibc
#endif

/// Home with many piggy banks in a temporary SQLite file: time to the first frame, time to
/// scroll the manage list one page, and the peak memory of the process. Each size runs in its
/// own process (`--home-case N`) so that peak memory belongs to that size alone.
@MainActor
enum HomeBenchmark {
    struct Result: Codable {
        var banks: Int
        var firstFrameMilliseconds: Double
        var pageScrollMilliseconds: Double
        var typingMicroseconds: Double
        var bodyEvaluationsPerPage: Double
        var peakRSSKiB: Int
    }

    static func run(banks count: Int) throws -> Result {
        let folder = "/tmp/piggybank-bench-\(getpid())-\(count)"
        // Private, as the app makes its folder: a readable one would open on the notice that it tightened it.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try seed(path: folder + "/" + PiggyBankStore.fileName, banks: count)

        var app: Application!
        let firstFrame = try Statistics.microseconds {
            let store = try PiggyBankStore.open(directory: folder)
            app = Application(terminal: HeadlessTerminal(size: Size(width: 80, height: 24))) {
                AppLauncher.appRoot(store: store, strings: Strings(.english))
            }
            app.start()
        }
        app.send(.character("m"))
        app.send(.pageDown)
        var pages: [Double] = []
        var bodies: [Double] = []
        for _ in 0..<20 {
            let before = app.graph.counters.bodyEvaluations
            pages.append(Statistics.microseconds { app.send(.pageDown) })
            bodies.append(Double(app.graph.counters.bodyEvaluations - before))
        }
        app.send(.escape)
        app.send(.character("d"))
        let typing = Statistics.microseconds { app.send(.character("1")) }
        return Result(
            banks: count, firstFrameMilliseconds: firstFrame / 1000, pageScrollMilliseconds: Statistics.median(pages) / 1000,
            typingMicroseconds: typing, bodyEvaluationsPerPage: Statistics.median(bodies), peakRSSKiB: Statistics.peakRSSKiB)
    }

    /// Writes the schema (by opening a store) and `count` banks in one transaction.
    private static func seed(path: String, banks count: Int) throws {
        _ = try PiggyBankStore(path: path)
        var database: OpaquePointer?
        guard sqlite3_open(path, &database) == SQLITE_OK else { throw BenchError("cannot open \(path)") }
        defer { sqlite3_close(database) }
        sqlite3_exec(database, "BEGIN; INSERT INTO settings VALUES ('pageSteps', '0')", nil, nil, nil)
        var statement: OpaquePointer?
        sqlite3_prepare_v2(
            database,
            "INSERT INTO piggy_banks (name, icon, target_cents, amount_cents, initial_cents, created_at, is_primary, sort_order) VALUES (?, 'pig', 100000, ?, 0, 0, ?, ?)",
            -1, &statement, nil)
        for index in 0..<count {
            sqlite3_reset(statement)
            sqlite3_bind_text(statement, 1, "Goal \(index)", -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
            sqlite3_bind_int64(statement, 2, Int64(index % 100_000))
            sqlite3_bind_int64(statement, 3, index == 0 ? 1 : 0)
            sqlite3_bind_int64(statement, 4, Int64(index))
            sqlite3_step(statement)
        }
        sqlite3_finalize(statement)
        sqlite3_exec(database, "COMMIT", nil, nil, nil)
    }
}
