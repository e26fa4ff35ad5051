import Foundation
import Testing

@testable import PiggyBank

/// The queries behind the records, statistics and Manage screens.
@MainActor
struct RecordsAndStatisticsTests {
    let store: PiggyBankStore

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-queries-\(UUID().uuidString)").path
        store = try PiggyBankStore.open(directory: folder)
    }

    func bank(_ name: String, target: Decimal = 100, initial: Decimal = 0) throws -> PiggyBank {
        var draft = PiggyBankDraft()
        draft.name = name
        draft.targetAmount = target
        draft.initialAmount = initial
        return try store.create(from: draft, now: Date(timeIntervalSince1970: 0))
    }

    @Test func thePagerReadsEveryRecordNewestFirstForwardsAndFromTheEnd() throws {
        let a = try bank("A", target: 100_000), b = try bank("B", target: 100_000)
        for day in 0..<300 {
            try store.deposit(Decimal(day + 1), into: day % 3 == 0 ? b.id : a.id, now: Date(timeIntervalSince1970: Double(day) * 3_600))
        }
        let expected = (0..<300).reversed().map { Decimal($0 + 1) }
        let forwards = store.recordPager(bankID: nil)
        #expect(forwards.count == 300)
        #expect((0..<300).map { forwards.record(at: $0)?.amount } == expected)
        let fromTheEnd = store.recordPager(bankID: nil)
        #expect((0..<300).reversed().map { fromTheEnd.record(at: $0)?.amount } == expected.reversed())
        let jumping = store.recordPager(bankID: nil)
        #expect(jumping.record(at: 150)?.amount == 150)
        let onlyB = store.recordPager(bankID: b.id)
        #expect(onlyB.count == 100)
        #expect(onlyB.record(at: 0)?.amount == 298)
        #expect(onlyB.record(at: 99)?.amount == 1)
        #expect(onlyB.record(at: 100) == nil)
    }

    @Test func deletingARecordMovesTheBalanceBackButNeverBelowZero() throws {
        let bike = try bank("Bike", initial: 10)
        try store.deposit(50, into: bike.id)
        try store.withdraw(55, from: bike.id)
        let records = try store.records(of: bike.id)
        #expect(throws: RecordDeletionError(needed: 50, balance: 5)) { try store.deleteRecord(id: records[1].id) }
        #expect(store.bank(id: bike.id)?.amount == 5, "a refused deletion changes nothing")
        try store.deleteRecord(id: records[0].id)
        #expect(store.bank(id: bike.id)?.amount == 60)
        try store.deleteRecord(id: records[1].id)
        #expect(store.bank(id: bike.id)?.amount == 10)
        #expect(store.recordCount(of: bike.id) == 1)
    }

    @Test func statisticsSumInSQLPerMonthAndPerState() throws {
        let full = try bank("Full", target: 50, initial: 50)
        let half = try bank("Half", target: 100)
        let july = Date(timeIntervalSince1970: 1_783_000_000)  // 2026-07-02
        try store.deposit(30, into: half.id, now: july)
        try store.withdraw(5, from: half.id, now: july)
        try store.deposit(7, into: full.id, now: Date(timeIntervalSince1970: 1_795_000_000))  // 2026-11-18
        let figures = try store.statistics(today: try #require(CalendarDate("2026-11-30")))
        #expect(figures.totalSaved == 82)
        #expect(figures.banksCompleted == 1)
        #expect(figures.banksInProgress == 1)
        #expect(figures.recordCount == 4)
        #expect(figures.depositedThisMonth == 7)
        #expect(figures.withdrawnThisMonth == 0)
        #expect(figures.monthlyNet.map(\.month).first == "2025-12")
        #expect(figures.monthlyNet.map(\.month).last == "2026-11")
        #expect(figures.monthlyNet.first { $0.month == "2026-07" }?.net == 25)
        #expect(figures.monthlyNet.reduce(Decimal(0)) { $0 + $1.net } == 32, "the 1970 initial deposit is outside the year")
        #expect(try store.totals(of: half.id) == BankTotals(deposited: 30, withdrawn: 5, recordCount: 2))
    }

    @Test func banksMoveInTheOrderAndFiltersCountByState() throws {
        let a = try bank("A"), b = try bank("B", target: 10, initial: 10), c = try bank("C")
        try store.move(bankID: c.id, by: -1)
        #expect(try store.allBanks().map(\.name) == ["A", "C", "B"])
        try store.move(bankID: a.id, by: -1)
        #expect(try store.allBanks().map(\.name) == ["A", "C", "B"], "the first bank cannot move up")
        try store.move(bankID: a.id, by: 1)
        #expect(try store.allBanks().map(\.name) == ["C", "A", "B"])
        #expect(store.bankCount(.completed) == 1)
        #expect(store.bankCount(.inProgress) == 2)
        #expect(store.bank(at: 0, filter: .completed)?.id == b.id)
        #expect(store.bank(at: 1, filter: .inProgress)?.name == "A")
    }

    @Test func tiedOrdersAreRenumberedSoAMoveStillWorks() throws {
        _ = try bank("A")
        let b = try bank("B")
        try store.database.execute("UPDATE piggy_banks SET sort_order = 1")
        try store.move(bankID: b.id, by: -1)
        #expect(try store.allBanks().map(\.name) == ["B", "A"])
    }
}

extension RecordsAndStatisticsTests {
    @Test func theMonthlyTotalsFollowEveryInsertAndDeleteAndMatchTheRecords() throws {
        let bike = try bank("Bike", target: 1000, initial: 100)
        for day in 0..<90 {
            try store.deposit(Decimal(day % 7 + 1), into: bike.id, now: Date(timeIntervalSince1970: 1_780_000_000 + Double(day) * 86_400))
        }
        try store.withdraw(30, from: bike.id, now: Date(timeIntervalSince1970: 1_785_000_000))
        try store.deleteRecord(id: try store.records(of: bike.id, limit: 1).first!.id)
        let check = try store.database.prepare(
            """
            SELECT count(*) FROM (SELECT strftime('%Y-%m', date, 'unixepoch') AS month,
                sum(CASE WHEN is_deposit THEN amount_cents ELSE 0 END) AS d, sum(CASE WHEN is_deposit THEN 0 ELSE amount_cents END) AS w,
                count(*) AS n FROM records GROUP BY month) r
            FULL JOIN (SELECT * FROM monthly_totals WHERE records > 0) t ON t.month = r.month
            WHERE t.month IS NULL OR r.month IS NULL OR t.deposited_cents != r.d OR t.withdrawn_cents != r.w OR t.records != r.n
            """)
        #expect(try check.step())
        #expect(check.integer(0) == 0, "the kept totals equal a GROUP BY over the records")
        #expect(try store.recordCount(bankID: nil) == 91)
    }
}
