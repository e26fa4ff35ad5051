import Foundation
import Testing

@testable import PiggyBank

/// Every query the screens run against records and banks goes through an index: `EXPLAIN QUERY
/// PLAN` shows no plain `SCAN records`, so a million records cost what their pages cost.
@MainActor
struct QueryPlanTests {
    nonisolated static let queries: [(name: String, sql: String)] = [
        ("records page, all banks", "SELECT id FROM records WHERE (date, id) < (5, 6) ORDER BY date DESC, id DESC LIMIT 64"),
        ("records page, all banks, from the end", "SELECT id FROM records WHERE (date, id) > (5, 6) ORDER BY date ASC, id ASC LIMIT 64"),
        ("records page, one bank", "SELECT id FROM records WHERE bank_id = 3 AND (date, id) < (5, 6) ORDER BY date DESC, id DESC LIMIT 64"),
        (
            "records page, one bank, from the end",
            "SELECT id FROM records WHERE bank_id = 3 AND (date, id) > (5, 6) ORDER BY date ASC, id ASC LIMIT 64"
        ),
        ("record count, one bank", "SELECT count(*) FROM records WHERE bank_id = 3"),
        ("record count, all banks", "SELECT coalesce(sum(records), 0) FROM monthly_totals"),
        ("Home's latest records", "SELECT id FROM records WHERE bank_id = 3 ORDER BY id DESC LIMIT 5"),
        (
            "statistics per month",
            "SELECT month, deposited_cents, withdrawn_cents FROM monthly_totals WHERE month >= '2025-12' AND month <= '2026-11'"
        ),
        ("a bank's totals", "SELECT sum(amount_cents), count(*) FROM records WHERE bank_id = 3"),
        ("records between days", "SELECT id FROM records WHERE bank_id = 3 AND date >= 1 AND date < 9 ORDER BY date DESC, id DESC"),
        (
            "a search page: the notes are read in date order, each page from its edge",
            "SELECT id FROM records WHERE note GLOB '*[bB]ike*' AND (date, id) < (5, 6) ORDER BY date DESC, id DESC LIMIT 64"
        ),
        ("where a folded day begins", "SELECT count(*) FROM records WHERE date >= 86400"),
        ("a folded day's records, one bank", "SELECT count(*) FROM records WHERE bank_id = 3 AND date >= 0 AND date < 86400"),
        ("the manage list page", "SELECT id FROM piggy_banks WHERE 1 ORDER BY sort_order, id LIMIT 64 OFFSET 128"),
    ]

    @Test(arguments: queries.map(\.name))
    func usesAnIndex(_ name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-plan-\(UUID().uuidString)").path
        let store = try PiggyBankStore.open(directory: folder)
        let sql = try #require(Self.queries.first { $0.name == name }?.sql)
        let statement = try store.database.prepare("EXPLAIN QUERY PLAN " + sql)
        var plan: [String] = []
        while try statement.step() { plan.append(statement.text(3) ?? "") }
        #expect(!plan.isEmpty)
        // The per-month totals hold a row a month: reading them all is no scan of the data.
        for line in plan where line.hasPrefix("SCAN") && !line.hasPrefix("SCAN monthly_totals") {
            #expect(line.contains("USING") && line.contains("INDEX"), "\(name): \(plan)")
        }
    }
}
