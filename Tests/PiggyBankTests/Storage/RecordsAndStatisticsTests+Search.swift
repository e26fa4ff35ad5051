import Foundation
import Testing

@testable import PiggyBank

/// Searching notes and finding a day's records: the store answers both, and its pages agree
/// with filtering every record by hand.
extension RecordsAndStatisticsTests {
    func amounts(_ pager: RecordPager) -> [Decimal] { (0..<pager.count).compactMap { pager.record(at: $0)?.amount } }

    @Test func aSearchFindsNotesContainingTheTextInAnyLetterCaseAndScript() throws {
        let bike = try bank("Bike", target: 1_000_000)
        let notes = ["New BIKE bell", "bike lock", "Ärger mit dem Rad", "жук", "Жуков долг", "买自行车", "50% off [sale]", "a_b", nil]
        for (index, note) in notes.enumerated() {
            try store.deposit(Decimal(index + 1), into: bike.id, note: note, now: Date(timeIntervalSince1970: Double(index) * 60))
        }
        #expect(amounts(store.recordPager(bankID: nil, search: "bike")) == [2, 1])
        #expect(amounts(store.recordPager(bankID: nil, search: "äRGER")) == [3])
        #expect(amounts(store.recordPager(bankID: nil, search: "ЖУК")) == [5, 4])
        #expect(amounts(store.recordPager(bankID: nil, search: "自行车")) == [6])
        #expect(amounts(store.recordPager(bankID: bike.id, search: "[sale]")) == [7], "GLOB's own characters are literal")
        #expect(amounts(store.recordPager(bankID: nil, search: "%")) == [7], "and so are LIKE's")
        #expect(amounts(store.recordPager(bankID: nil, search: "_")) == [8])
        #expect(store.recordPager(bankID: nil, search: "*").count == 0)
        #expect(store.recordPager(bankID: nil, search: "").count == 9)
        try store.adjustBalance(of: bike.id, to: 1, note: "Counted the coins", now: Date(timeIntervalSince1970: 3_600))
        let adjustment = try #require(store.recordPager(bankID: nil, search: "coins").record(at: 0))
        #expect(adjustment.isAdjustment, "a record found by its note keeps its kind")
    }

    @Test func searchPagesAgreeWithFilteringEveryRecordForwardsAndFromTheEnd() throws {
        let a = try bank("A", target: 1_000_000), b = try bank("B", target: 1_000_000)
        var expected: [Decimal] = []
        for index in 0..<400 {
            let note = index % 3 == 0 ? "Coffee \(index)" : index % 3 == 1 ? "tea" : nil
            try store.deposit(
                Decimal(index + 1), into: index % 2 == 0 ? a.id : b.id, note: note, now: Date(timeIntervalSince1970: Double(index) * 600))
            if index % 3 == 0, index % 2 == 0 { expected.append(Decimal(index + 1)) }
        }
        expected.reverse()
        let forwards = store.recordPager(bankID: a.id, search: "COFFEE")
        #expect(forwards.count == expected.count)
        #expect(amounts(forwards) == expected)
        let fromTheEnd = store.recordPager(bankID: a.id, search: "coffee")
        #expect((0..<expected.count).reversed().compactMap { fromTheEnd.record(at: $0)?.amount } == expected.reversed())
        // Of every bank, 134 match: few enough to be read in one pass, three pages' worth.
        let everyBank = store.recordPager(bankID: nil, search: "coffee")
        #expect(everyBank.count == 134)
        let coffees: [Decimal] = stride(from: 399, through: 0, by: -3).map { (index: Int) in Decimal(index + 1) }
        #expect(amounts(everyBank) == coffees)
        // Typed on, the search narrows those few: one pass reads and counts what is left.
        let narrowed = store.recordPager(bankID: nil, search: "coffee 3", narrowing: everyBank)
        let coffees3 = stride(from: 399, through: 0, by: -3).filter { (index: Int) in "\(index)".hasPrefix("3") }
        #expect(amounts(narrowed) == coffees3.map { (index: Int) in Decimal(index + 1) })
        #expect(narrowed.count == 39)
    }

    @Test func aDayIsFoundByItsPositionsAmongTheRecordsShown() throws {
        let a = try bank("A", target: 1_000_000), b = try bank("B", target: 1_000_000)
        // Day 0: three records of A, one of B; day 1: none; day 2: two of A.
        for (day, bankID, note) in [(0, a.id, "x"), (0, b.id, "x"), (0, a.id, "y"), (0, a.id, "x"), (2, a.id, "x"), (2, a.id, "y")] {
            try store.deposit(1, into: bankID, note: note, now: Date(timeIntervalSince1970: Double(day) * 86_400 + 3_600))
        }
        let all = store.recordPager(bankID: nil)
        #expect(all.positions(ofDay: 2) == 0..<2)
        #expect(all.positions(ofDay: 0) == 2..<6)
        #expect(all.positions(ofDay: 1) == nil)
        #expect(store.recordPager(bankID: a.id).positions(ofDay: 0) == 2..<5)
        #expect(store.recordPager(bankID: nil, search: "x").positions(ofDay: 0) == 1..<4)
        try store.deposit(1, into: a.id, now: Date(timeIntervalSince1970: 5 * 86_400))
        #expect(all.positions(ofDay: 0) == 3..<7, "a new record moves the day down")
    }

    /// 200,000 records (a fifth of the benchmark's million, to keep the suite quick), a third
    /// with a note, seeded in one statement: a search that matches few still counts and pages
    /// correctly, and a word in every other note is paged from its edge.
    @Test func aSearchOverALargeStoreCountsAndPagesEveryMatch() throws {
        let bike = try bank("Bike", target: 1_000_000)
        let records = 200_000
        try store.database.transaction {
            try store.database.execute(
                """
                WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(records - 1))
                INSERT INTO records (bank_id, amount_cents, date, is_deposit, note)
                SELECT \(bike.id), 100 + i, i * 60, 1, CASE WHEN i % 3 = 0 THEN 'Note ' || i END FROM n
                """)
        }
        store.changed()
        let rare = store.recordPager(bankID: nil, search: "note 19999")
        // "Note 19999…": of 19999 and 199990…199999 only 199992, 199995 and 199998 have a note.
        #expect(rare.count == 3)
        #expect((0..<3).compactMap { rare.record(at: $0)?.amount } == [199_998, 199_995, 199_992].map { Decimal($0 + 100) / 100 })
        let common = store.recordPager(bankID: nil, search: "NOTE")
        #expect(common.count == 66_667)
        #expect(common.record(at: 66_666)?.amount == 1)
        #expect(common.record(at: 192)?.amount == Decimal(199_998 - 3 * 192 + 100) / 100)
    }
}
